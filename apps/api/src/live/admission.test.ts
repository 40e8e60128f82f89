import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ADMISSION_BUSY, createAdmission } from './admission.ts';

/** A handshake request as engine.io hands it over: only its connection matters here. */
function handshake() {
  const socket = Object.assign(new EventEmitter(), { destroyed: false });
  const request = { socket } as unknown as IncomingMessage;
  const answers: (string | true)[] = [];
  const leave = () => {
    socket.destroyed = true;
    socket.emit('close');
  };
  return { request, answers, leave, callback: (error: unknown, ok: boolean) => answers.push(ok || String(error)) };
}

describe('the live channel’s admission of handshakes', () => {
  it('lets a burst wait its turn instead of refusing it, and admits each as a place frees', () => {
    let clock = 0;
    const admission = createAdmission(
      { atOnce: 2, waitingMax: 3, slotMs: 5000, waitMs: 20_000, pressureMs: 5000 },
      () => clock,
    );
    const burst = Array.from({ length: 6 }, handshake);
    for (const one of burst) admission.allowRequest(one.request, one.callback);
    // Two at once, three waiting, the sixth past the bound: refused, and the client tries again.
    expect(burst.map((one) => one.answers)).toEqual([[true], [true], [], [], [], [ADMISSION_BUSY]]);

    admission.done(burst[0]!.request); // connected
    expect(burst[2]!.answers).toEqual([true]);
    burst[3]!.leave(); // its client gave up while it waited: skipped
    burst[1]!.leave(); // closed before its socket connected: its place goes on
    expect(burst[4]!.answers).toEqual([true]);
    expect(burst[3]!.answers).toEqual([]);

    // A place held past slotMs (a transport opened and never used) goes to the next handshake.
    clock += 5000;
    const late = handshake();
    admission.allowRequest(late.request, late.callback);
    expect(late.answers).toEqual([true]);
  });

  it('does not start a handshake whose client has given up, and serves the newest first once it falls behind', () => {
    let clock = 0;
    const admission = createAdmission(
      { atOnce: 1, waitingMax: 10, slotMs: 60_000, waitMs: 20_000, pressureMs: 5000 },
      () => clock,
    );
    const [first, stale, older, newer] = [handshake(), handshake(), handshake(), handshake()];
    admission.allowRequest(first.request, first.callback);
    admission.allowRequest(stale.request, stale.callback);
    clock += 15_000;
    admission.allowRequest(older.request, older.callback);
    clock += 1000;
    admission.allowRequest(newer.request, newer.callback);
    clock += 4000;
    admission.done(first.request);
    // `stale` waited 20 s: its client has timed out, it is answered busy and closed; the queue is
    // behind, so the newest goes first and `older` waits.
    expect([stale.answers, older.answers, newer.answers]).toEqual([[ADMISSION_BUSY], [], [true]]);
    admission.done(newer.request);
    expect(older.answers).toEqual([true]);
  });
});
