import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@ghorbari/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

describe('the live channel', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('accepts a websocket connection on /socket.io and refuses a room without a valid token', async () => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { 'accept-language': 'en' },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const answer = new Promise<{ message: string }>((resolve) => socket.on('roomError', resolve));
      socket.emit('joinNotificationRoom', 'not-a-token');
      await expect(answer).resolves.toEqual({ message: 'Please sign in to continue' });
    } finally {
      socket.close();
    }
  });

  it('refuses the long-polling transport (websocket only)', async () => {
    const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });
});
