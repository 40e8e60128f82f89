import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, searchesAtOnce } from './config.ts';

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

  it('keeps files in the data directory unless STORAGE_URL names a bucket', () => {
    expect(loadConfig({})).toMatchObject({ storageUrl: undefined, storagePublicUrl: undefined });
    const config = loadConfig({
      STORAGE_URL: 's3://ghorbari-files?endpoint=http://minio:9000&region=auto&forcePathStyle=true',
      STORAGE_PUBLIC_URL: 'https://files.ghorbari.com.bd/',
    });
    expect(config).toMatchObject({
      storageUrl: 's3://ghorbari-files?endpoint=http://minio:9000&region=auto&forcePathStyle=true',
      storagePublicUrl: 'https://files.ghorbari.com.bd',
    });
  });

  it('refuses a storage URL that names no bucket, or an odd option, without echoing its secret', () => {
    for (const bad of [
      '/var/files',
      's3://',
      's3://Bad_Bucket',
      's3://files?endpoint=minio:9000',
      's3://files?acl=public',
    ]) {
      try {
        loadConfig({ STORAGE_URL: bad });
        expect.unreachable(bad);
      } catch (error) {
        expect((error as ConfigError).problems.join('\n'), bad).toContain('STORAGE_URL');
      }
    }
    try {
      loadConfig({ STORAGE_URL: 's3://key:s3cret-value@files?acl=x', STORAGE_PUBLIC_URL: 'ftp://files' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('STORAGE_PUBLIC_URL');
      expect(problems).not.toContain('s3cret-value');
    }
    // A public address of files with no bucket to serve them from.
    expect(() => loadConfig({ STORAGE_PUBLIC_URL: 'https://files.ghorbari.com.bd' })).toThrow(/STORAGE_PUBLIC_URL/);
  });

  it('writes SMS to the outbox unless SMS_URL names an SMSC, and refuses one it cannot bind to', () => {
    expect(loadConfig({}).smsUrl).toBeUndefined();
    const url = 'smpps://ghorbari:pa55@smsc.example.com.bd:3550?source=Ghorbari';
    expect(loadConfig({ SMS_URL: url }).smsUrl).toBe(url);
    for (const bad of [
      'smpp.example.com:2775',
      'http://ghorbari:s3cret-value@smsc:2775',
      'smpp://ghorbari:s3cret-value@smsc',
      'smpp://smsc:2775',
      'smpp://ghorbari:s3cret-value@smsc:2775?source=Ghorbari+Properties+Ltd',
      'smpp://ghorbari:s3cret-value@smsc:2775?sender=Ghorbari',
    ]) {
      try {
        loadConfig({ SMS_URL: bad });
        expect.unreachable(bad);
      } catch (error) {
        const problems = (error as ConfigError).problems.join('\n');
        expect(problems, bad).toContain('SMS_URL');
        expect(problems, bad).not.toContain('s3cret-value');
      }
    }
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

  it('leaves the expensive reads a third of the pool, and refuses a share that would take it all (ADR 044)', () => {
    const defaults = loadConfig({});
    expect(defaults.database).toEqual({ poolMax: 10, queueMax: 100, statementTimeoutMs: 5000 });
    expect([searchesAtOnce(defaults, 'postgres'), searchesAtOnce(defaults, 'pglite')]).toEqual([3, 1]);
    const url = 'postgres://app@db:5432/ghorbari';
    const bigger = loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '30', SEARCHES_WAITING: '40' });
    expect([searchesAtOnce(bigger, 'postgres'), bigger.searches.waiting]).toEqual([10, 40]);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: '4', SEARCHES_AT_ONCE: '4' })).toThrow(
      /SEARCHES_AT_ONCE/,
    );
  });
});
