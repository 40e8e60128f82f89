import type { AddressInfo } from 'node:net';
import smpp from 'smpp';

/** A submit_sm as the SMSC received it, its text decoded by its data_coding. */
export interface ReceivedSms {
  sourceAddr: string | undefined;
  sourceTon: number | undefined;
  sourceNpi: number | undefined;
  destinationAddr: string | undefined;
  destTon: number | undefined;
  destNpi: number | undefined;
  dataCoding: number | null | undefined;
  registeredDelivery: number | undefined;
  text: string;
  /** Whether the text came in the message_payload TLV (with an empty short_message). */
  inPayload: boolean;
  /** The id the SMSC answered with. */
  messageId: string;
}

export interface SmppOptions {
  systemId?: string;
  password?: string;
  /** Speak TLS (smpps://) with this key and certificate. */
  tls?: { key: string; cert: string };
}

/**
 * A self-signed certificate for 127.0.0.1 and its key, for the TLS tests only: no client trusts
 * it unless told to, which is what one of the tests checks.
 */
export const TEST_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg2jwGw2jqMzVmO7Tl
iYLuvRGCus0r6KgPKxy/aY8whxShRANCAASz6PzcB4GJ+NwIqPAWKCmygaiyFIXn
u/qQzpJ7a7Yyuj6kzZKT+D9AqUhJeOKw1A696dPXPSml2bm2Otu883wJ
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBjzCCATagAwIBAgIUOimgvZdmrrhBqCFVVa2oUK3+reQwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNTE3NTQ0MVoYDzIxMjYxMTAx
MTc1NDQxWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASz6PzcB4GJ+NwIqPAWKCmygaiyFIXnu/qQzpJ7a7Yyuj6kzZKT+D9A
qUhJeOKw1A696dPXPSml2bm2Otu883wJo2QwYjAdBgNVHQ4EFgQUo82LRGSzbolc
TYt8Ze5IvZYoKfAwHwYDVR0jBBgwFoAUo82LRGSzbolcTYt8Ze5IvZYoKfAwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0cAMEQC
ICjgmTbXiH4qFh8c2n0ZWXWzqnM1HmuYWCfp6TZaZTqHAiAmIAAj220zz+MnZ0HW
CLbO8L4Y3llq3e/LbZrcLL0LHQ==
-----END CERTIFICATE-----
`,
};

const WAIT_MS = 5000;

/**
 * A real SMSC in the test process (the `smpp` package's server): it binds transceivers that give
 * the right system_id and password, answers submit_sm with a message id and keeps what came.
 */
export async function startSmpp({ systemId = 'ghorbari', password = 'secret', tls }: SmppOptions = {}) {
  const received: ReceivedSms[] = [];
  const bound: smpp.Session[] = [];
  const refusedBinds: string[] = [];
  const unbinds: smpp.Session[] = [];
  const waiters = new Set<() => void>();
  /** The command_status submit_sm is answered with; 0 takes the SMS. */
  let submitStatus = 0;
  let nextId = 0;
  const wake = () => waiters.forEach((wakeOne) => wakeOne());

  // No Nagle: a receipt sent right after an answer would wait for the client's delayed ACK.
  const server = smpp.createServer({ noDelay: true, ...tls }, (session) => {
    session.on('error', () => session.destroy());
    session.on('bind_transceiver', (pdu: smpp.PDU) => {
      if (pdu.system_id === systemId && pdu.password === password) {
        session.send(pdu.response({ system_id: 'test-smsc' }));
        bound.push(session);
      } else {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RINVPASWD }));
        refusedBinds.push(pdu.system_id ?? '');
      }
      wake();
    });
    session.on('submit_sm', (pdu: smpp.PDU) => {
      if (submitStatus !== 0) {
        session.send(pdu.response({ command_status: submitStatus }));
        return;
      }
      const inPayload = pdu.message_payload !== undefined;
      const body = (inPayload ? pdu.message_payload : pdu.short_message)?.message ?? '';
      const messageId = `smsc-${++nextId}`;
      received.push({
        sourceAddr: pdu.source_addr,
        sourceTon: pdu.source_addr_ton,
        sourceNpi: pdu.source_addr_npi,
        destinationAddr: pdu.destination_addr,
        destTon: pdu.dest_addr_ton,
        destNpi: pdu.dest_addr_npi,
        dataCoding: pdu.data_coding,
        registeredDelivery: pdu.registered_delivery,
        text: typeof body === 'string' ? body : `<undecoded ${body.toString('hex')}>`,
        inPayload,
        messageId,
      });
      session.send(pdu.response({ message_id: messageId }));
      wake();
    });
    session.on('enquire_link', (pdu: smpp.PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: smpp.PDU) => {
      unbinds.push(session);
      session.send(pdu.response());
      session.close();
      wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** Waits until `ready()` answers something, woken by what the SMSC receives; fails after a few seconds. */
  function until<T>(ready: () => T | undefined, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = ready();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`the test SMSC saw no ${what}`));
      }, WAIT_MS);
      waiters.add(check);
      check();
    });
  }

  /** The session of the newest bind still open. */
  function session(): smpp.Session {
    const open = bound.filter((one) => server.sessions.includes(one)).at(-1);
    if (!open) throw new Error('no transceiver is bound to the test SMSC');
    return open;
  }

  /** Sends a request to the bound transceiver and waits for its answer. */
  function ask(command: 'deliver_sm' | 'enquire_link', fields: smpp.PduFields): Promise<smpp.PDU> {
    return new Promise((resolve, reject) => {
      if (!session()[command](fields, resolve)) reject(new Error(`could not send ${command}`));
    });
  }

  return {
    url: (source = 'Ghorbari', credentials = `${systemId}:${password}`) =>
      `${tls ? 'smpps' : 'smpp'}://${credentials}@127.0.0.1:${port}?source=${encodeURIComponent(source)}`,
    received,
    refusedBinds,
    unbinds,
    /** The newest SMS to the number (8801…), waiting for it if needed. */
    messageTo: (destination: string) =>
      until(() => received.findLast((sms) => sms.destinationAddr === destination), `SMS to ${destination}`),
    /** The first SMS to the number (8801…) after the first `after` received, waiting for it if needed. */
    messageAfter: (destination: string, after: number) =>
      until(
        () => received.slice(after).find((sms) => sms.destinationAddr === destination),
        `SMS to ${destination} after ${after}`,
      ),
    /** The SMS to the number (8801…) after the first `after` received, once `count` of them came. */
    messagesAfter: (destination: string, after: number, count: number) =>
      until(() => {
        const found = received.slice(after).filter((sms) => sms.destinationAddr === destination);
        return found.length >= count ? found : undefined;
      }, `${count} SMS to ${destination} after ${after}`),
    /** How many binds have succeeded in all. */
    bindCount: () => bound.length,
    /** Waits until `count` binds have succeeded in all. */
    bindings: (count: number) => until(() => (bound.length >= count ? bound.length : undefined), `${count} binds`),
    /** Waits until a bind was refused. */
    refused: () => until(() => refusedBinds.at(-1), 'refused bind'),
    /** Answers every submit_sm from now on with this command_status (0: takes it). */
    answerSubmitWith: (status: number) => {
      submitStatus = status;
    },
    /** Sends a deliver_sm (a receipt, or an SMS to the service) and waits for its deliver_sm_resp. */
    deliver: (fields: smpp.PduFields) => ask('deliver_sm', { data_coding: 0, ...fields }),
    enquireLink: () => ask('enquire_link', {}),
    /** Drops every connection, as an SMSC restarting would. */
    dropConnections: () => server.sessions.slice().forEach((one) => one.destroy()),
    close: () =>
      new Promise<void>((resolve) => {
        server.sessions.slice().forEach((one) => one.destroy());
        server.close(() => resolve());
      }),
  };
}

export type Smpp = Awaited<ReturnType<typeof startSmpp>>;

/** The 6-digit code an SMS carries (the site's codes are its only run of six digits). */
export function codeOf(sms: ReceivedSms): string {
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code in the SMS: ${sms.text}`);
  return code;
}
