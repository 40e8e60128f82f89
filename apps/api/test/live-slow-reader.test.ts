import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import type { LiveNotification } from '@ghorbari/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { LIVE_MAX_QUEUED_BYTES, userRoom } from '../src/live/live.ts';
import { registerUser, uniqueEmail } from './accounts.fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { joinedClient, type LiveClient } from './live.fixtures.ts';
import { startSmtp } from './smtp.ts';

/**
 * Back-pressure on a socket that stops reading (issue 21, ADR 031): a phone whose connection
 * stalled must not make the server keep everything broadcast to it meanwhile.
 */
describe('a live socket that stops reading', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let port: number;
  const open: LiveClient[] = [];
  const bare: WebSocket[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp('pglite', { smtpUrl: smtp.url });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    open.forEach((socket) => socket.close());
    bare.forEach((socket) => socket.terminate());
    await t.close();
    await smtp.close();
  });

  /**
   * A client speaking the socket.io protocol over a bare websocket, so that its TCP connection can
   * be paused as a stalled phone's is: it connects with `token`, joins its room, and stops reading.
   */
  async function stalledClient(token: string) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`);
    bare.push(socket);
    let tcp: TcpSocket | undefined;
    socket.on('upgrade', (response) => (tcp = response.socket as TcpSocket));
    const next = (prefix: string) =>
      new Promise<string>((resolve) => {
        const listener = (data: Buffer) => {
          const text = data.toString();
          if (!text.startsWith(prefix)) return;
          socket.off('message', listener);
          resolve(text);
        };
        socket.on('message', listener);
      });
    await next('0{'); // engine.io's open packet
    socket.send(`40${JSON.stringify({ token })}`);
    await next('40{');
    socket.send(`42${JSON.stringify(['joinNotificationRoom', token])}`);
    await next('42["roomJoined"');
    tcp!.pause();
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    return { resume: () => tcp!.resume(), closed };
  }

  it('is closed once a megabyte waits for it, while the user’s other socket gets everything', async () => {
    const reader = await registerUser(t, smtp, uniqueEmail('stalled'));
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email));
    const userId = row!.id;
    const reasons: string[] = [];
    t.app.live.on('connection', (socket) => socket.on('disconnect', (reason) => reasons.push(reason)));
    const laptop = await joinedClient(`http://127.0.0.1:${port}`, reader.token, open);
    const phone = await stalledClient(reader.token);
    let arrived = 0;
    let onArrival = () => undefined as void;
    laptop.on('newNotification', () => {
      arrived += 1;
      onArrival();
    });
    /** Until the laptop has read `count` notifications. */
    const laptopRead = (count: number) =>
      new Promise<void>((resolve) => {
        onArrival = () => void (arrived >= count && resolve());
        onArrival();
      });
    const sockets = () => t.app.live.of('/').sockets.size;
    expect(sockets()).toBe(2);

    // 64 KB notifications, each once the laptop has read the one before, until the server lets the
    // phone go: the loopback's buffers take a few megabytes, then at most LIVE_MAX_QUEUED_BYTES
    // waits in the server.
    const message = 'ঘ'.repeat((64 * 1024) / 3);
    const notification = (index: number): LiveNotification => ({
      _id: String(index),
      title: `Notice ${index}`,
      message,
      lang: 'bn',
      isRead: false,
      createdAt: new Date().toISOString(),
    });
    let sent = 0;
    while (sockets() === 2 && sent < 600) {
      t.app.live.to(userRoom(userId)).emit('newNotification', notification(sent));
      sent += 1;
      await laptopRead(sent);
    }
    expect(sockets()).toBe(1);
    expect(reasons).toEqual(['forced close']);
    // Well before the 600 × 64 KB sent at most: the loopback's buffers plus the bound.
    expect(sent * 64 * 1024).toBeLessThan(24 * 1024 * 1024 + LIVE_MAX_QUEUED_BYTES);

    // The laptop, which reads, was not closed and got every notification.
    await expect.poll(() => arrived, { timeout: 10_000 }).toBe(sent);
    expect(laptop.connected).toBe(true);

    // The phone's connection comes back to life: it reads what had reached it, then the close,
    // after which a real client connects again and reloads its inbox.
    phone.resume();
    await phone.closed;
  });
});
