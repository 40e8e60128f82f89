import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmpp, TEST_TLS, type Smpp } from '../../test/smpp.ts';
import { createSmsSender, encodeSmsText, SmppStatusError, type SmsReceipt, type SmsSender } from './sms.ts';

const NUMBER = '01712987654';
const CODE_TEXT = 'আপনার ঘরবাড়ি কোড ১২৩৪৫৬';
const LONG_TEXT =
  'আপনার ঘরবাড়ি কোড ১২৩৪৫৬। এই কোড দশ মিনিট কাজ করবে। কাউকে এই কোড বলবেন না, ঘরবাড়ির কর্মীরাও কখনো এটি চাইবে না।';

/** A logger whose lines the test reads, to see that no text (it holds a code) is ever logged. */
function capturingLogger(): { app: FastifyInstance; lines: string[] } {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } } });
  return { app, lines };
}

describe('SMS over SMPP', () => {
  let smsc: Smpp;
  let logger: ReturnType<typeof capturingLogger>;
  const senders: SmsSender[] = [];
  const receipts: SmsReceipt[] = [];
  let receiptCame: () => void = () => undefined;

  function sender(smsUrl = smsc.url()): SmsSender {
    const made = createSmsSender({
      smsUrl,
      dataDir: '/nonexistent',
      log: logger.app.log,
      onReceipt: (receipt) => {
        receipts.push(receipt);
        receiptCame();
      },
    });
    senders.push(made);
    return made;
  }

  const nextReceipt = () => new Promise<void>((resolve) => (receiptCame = resolve));

  beforeEach(async () => {
    smsc = await startSmpp();
    logger = capturingLogger();
    receipts.length = 0;
  });

  afterEach(async () => {
    await Promise.all(senders.splice(0).map((one) => one.close()));
    await smsc.close();
    await logger.app.close();
  });

  it('sends a Bengali code in UCS-2 to the international number, from the sender ID, asking a receipt', async () => {
    const { messageId } = await sender().send({ to: NUMBER, text: CODE_TEXT });

    const sms = await smsc.messageTo('8801712987654');
    expect(sms).toMatchObject({
      sourceAddr: 'Ghorbari',
      sourceTon: 5,
      sourceNpi: 0,
      destTon: 1,
      destNpi: 1,
      dataCoding: 8,
      registeredDelivery: 1,
      text: CODE_TEXT,
      inPayload: false,
    });
    expect(messageId).toBe(sms.messageId);
    const logged = logger.lines.join('\n');
    expect(logged).toContain(messageId);
    expect(logged).not.toContain('১২৩৪৫৬');
  });

  it('sends a text the GSM alphabet can hold as GSM, and one it cannot as UCS-2', async () => {
    const sms = sender();
    // '@' and '_' have other codes in GSM than in ASCII; '€' takes an escape.
    await sms.send({ to: NUMBER, text: 'Ghorbari code 123456 for you@home_2 (€0)' });
    expect(smsc.received.at(-1)).toMatchObject({ dataCoding: 0, text: 'Ghorbari code 123456 for you@home_2 (€0)' });

    await sms.send({ to: NUMBER, text: 'Ghorbari code 123456 – keep it to yourself' });
    expect(smsc.received.at(-1)).toMatchObject({ dataCoding: 8, text: 'Ghorbari code 123456 – keep it to yourself' });
  });

  it('sends a text longer than one SMS whole, in message_payload', async () => {
    expect(LONG_TEXT.length).toBeGreaterThan(70);
    const sms = sender();
    await sms.send({ to: NUMBER, text: LONG_TEXT });
    expect(smsc.received.at(-1)).toMatchObject({ dataCoding: 8, text: LONG_TEXT, inPayload: true });

    const english = 'Your Ghorbari code is 123456. '.repeat(6);
    await sms.send({ to: NUMBER, text: english });
    expect(smsc.received.at(-1)).toMatchObject({ dataCoding: 0, text: english, inPayload: true });
  });

  it('sends from a number as an international number', async () => {
    await sender(smsc.url('+8809612345678')).send({ to: '01912345678', text: CODE_TEXT });
    expect(await smsc.messageTo('8801912345678')).toMatchObject({
      sourceAddr: '8809612345678',
      sourceTon: 1,
      sourceNpi: 1,
    });
  });

  it('reports a delivery receipt given in its text, and acknowledges it', async () => {
    const { messageId } = await sender().send({ to: NUMBER, text: CODE_TEXT });
    const came = nextReceipt();
    const answer = await smsc.deliver({
      source_addr: '8801712987654',
      esm_class: 0x04,
      short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2601011200 done date:2601011201 stat:DELIVRD`,
    });
    await came;
    expect(answer).toMatchObject({ command: 'deliver_sm_resp', command_status: 0 });
    expect(receipts).toEqual([{ messageId, status: 'DELIVRD', at: expect.any(Date) }]);
  });

  it('reports a delivery receipt given in TLVs', async () => {
    const { messageId } = await sender().send({ to: NUMBER, text: CODE_TEXT });
    const came = nextReceipt();
    await smsc.deliver({ esm_class: 0x04, receipted_message_id: messageId, message_state: 5 });
    await came;
    expect(receipts).toEqual([{ messageId, status: 'UNDELIV', at: expect.any(Date) }]);
  });

  it('acknowledges an SMS to the service without taking it for a receipt', async () => {
    const { messageId } = await sender().send({ to: NUMBER, text: CODE_TEXT });
    const answer = await smsc.deliver({ source_addr: '8801712987654', short_message: `id:${messageId} stat:DELIVRD` });
    expect(answer.command_status).toBe(0);
    expect(receipts).toEqual([]);
  });

  it('answers enquire_link', async () => {
    await sender().send({ to: NUMBER, text: CODE_TEXT });
    expect(await smsc.enquireLink()).toMatchObject({ command: 'enquire_link_resp', command_status: 0 });
  });

  it('rejects a send the SMSC refuses, with its status and without the text', async () => {
    smsc.answerSubmitWith(0x58); // ESME_RTHROTTLED
    const error = await sender()
      .send({ to: NUMBER, text: CODE_TEXT })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(SmppStatusError);
    expect(error).toMatchObject({ status: 0x58, statusName: 'ESME_RTHROTTLED' });
    expect((error as Error).message).not.toContain('১২৩৪৫৬');
    expect(smsc.received).toEqual([]);
  });

  it('rejects sends when the SMSC refuses its credentials', async () => {
    const sent = sender(smsc.url('Ghorbari', 'ghorbari:Wr0ngPa55')).send({ to: NUMBER, text: CODE_TEXT });
    await expect(sent).rejects.toMatchObject({ command: 'bind_transceiver', statusName: 'ESME_RINVPASWD' });
    expect(smsc.refusedBinds).toContain('ghorbari');
    expect(smsc.received).toEqual([]);
    const logged = logger.lines.join('\n');
    expect(logged).toContain('could not bind to the SMSC');
    expect(logged).not.toContain('Wr0ngPa55');
  });

  it('binds again after the SMSC drops the connection, and sends on the new one', async () => {
    await sender().send({ to: NUMBER, text: CODE_TEXT });
    await smsc.bindings(1);
    smsc.dropConnections();
    await smsc.bindings(2);
    const { messageId } = await senders[0]!.send({ to: '01812345678', text: CODE_TEXT });
    expect((await smsc.messageTo('8801812345678')).messageId).toBe(messageId);
  });

  it('refuses a number not in local form or an empty text, sending nothing', async () => {
    const sms = sender();
    await expect(sms.send({ to: '+8801712987654', text: CODE_TEXT })).rejects.toThrow(/local form/);
    await expect(sms.send({ to: '0171298765', text: CODE_TEXT })).rejects.toThrow(/local form/);
    await expect(sms.send({ to: NUMBER, text: '' })).rejects.toThrow(/text/);
    await smsc.bindings(1);
    expect(smsc.received).toEqual([]);
  });

  it('unbinds when closed, and sends no more', async () => {
    const sms = sender();
    await sms.send({ to: NUMBER, text: CODE_TEXT });
    await sms.close();
    expect(smsc.unbinds).toHaveLength(1);
    await expect(sms.send({ to: NUMBER, text: CODE_TEXT })).rejects.toThrow(/closed/);
  });
});

describe('SMS over SMPP with TLS (smpps://)', () => {
  let smsc: Smpp;
  let logger: ReturnType<typeof capturingLogger>;
  let sms: SmsSender | undefined;

  beforeEach(async () => {
    smsc = await startSmpp({ tls: TEST_TLS });
    logger = capturingLogger();
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await sms?.close();
    sms = undefined;
    await smsc.close();
    await logger.app.close();
  });

  it('refuses an SMSC whose certificate it does not trust, before giving it the password', async () => {
    sms = createSmsSender({ smsUrl: smsc.url(), dataDir: '/nonexistent', log: logger.app.log });
    await expect(sms.send({ to: NUMBER, text: CODE_TEXT })).rejects.toThrow(/certificate/);
    expect(smsc.bindCount()).toBe(0);
    expect(smsc.refusedBinds).toEqual([]);
  });

  it('binds and sends over TLS to an SMSC it trusts', async () => {
    // The test SMSC's certificate is self-signed: trust it as an authority, and verify as always.
    const connect = tls.connect;
    // The smpp package calls it as connect(options); the cast picks that overload of several.
    const trusting = (options: tls.ConnectionOptions) => connect({ ...options, ca: TEST_TLS.cert });
    vi.spyOn(tls, 'connect').mockImplementation(trusting as typeof tls.connect);
    sms = createSmsSender({ smsUrl: smsc.url(), dataDir: '/nonexistent', log: logger.app.log });
    const { messageId } = await sms.send({ to: NUMBER, text: CODE_TEXT });
    expect(await smsc.messageTo('8801712987654')).toMatchObject({ messageId, text: CODE_TEXT, dataCoding: 8 });
  });
});

describe('SMS without SMS_URL', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ghorbari-sms-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes each SMS to DATA_DIR/sms-outbox for its owner's eyes only, and logs no text", async () => {
    const logger = capturingLogger();
    const sms = createSmsSender({ smsUrl: undefined, dataDir, log: logger.app.log });
    const { messageId } = await sms.send({ to: NUMBER, text: CODE_TEXT });
    await sms.close();
    await logger.app.close();

    const outbox = path.join(dataDir, 'sms-outbox');
    expect(await readdir(outbox)).toEqual([messageId]);
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    const file = path.join(outbox, messageId);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const content = await readFile(file, 'utf8');
    expect(content).toMatch(/^To: 01712987654\nDate: \d{4}-\d\d-\d\dT[\d:.]+Z\n\nআপনার ঘরবাড়ি কোড ১২৩৪৫৬\n$/);
    const logged = logger.lines.join('\n');
    expect(logged).toContain(messageId);
    expect(logged).not.toContain('১২৩৪৫৬');
  });
});

describe('encodeSmsText', () => {
  it('counts an extension character of GSM as two septets of the 160 one SMS holds', () => {
    expect(encodeSmsText('a'.repeat(160))).toMatchObject({ dataCoding: 0, fitsOneSegment: true });
    expect(encodeSmsText(`${'a'.repeat(159)}€`)).toMatchObject({ dataCoding: 0, fitsOneSegment: false });
    expect(encodeSmsText('ক'.repeat(70))).toMatchObject({ dataCoding: 8, fitsOneSegment: true });
    expect(encodeSmsText('ক'.repeat(71))).toMatchObject({ dataCoding: 8, fitsOneSegment: false });
  });
});
