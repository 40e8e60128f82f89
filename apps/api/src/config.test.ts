import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and demo data', () => {
    const config = loadConfig({}, '/srv/ghorbari');
    expect(config).toMatchObject({ port: 3000, dataDir: path.resolve('/srv/ghorbari/data'), seedDemo: true });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads the documented variables', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/ghorbari',
        DATABASE_URL: 'postgres://app@db:5432/ghorbari',
        REDIS_URL: 'redis://cache:6379',
        SMTP_URL: 'smtp://mail:25',
        SEED_DEMO: 'false',
      },
      '/',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/ghorbari',
      databaseUrl: 'postgres://app@db:5432/ghorbari',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      seedDemo: false,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('SEED_DEMO');
    }
  });
});
