import type { FastifyBaseLogger } from 'fastify';
import smpp from 'smpp';
import { DATA_CODING_UCS2, encodeSmsText, toInternational } from './sms-text.ts';
import type { SmppTarget } from './smpp-url.ts';

/** What the sender hands over when a delivery receipt comes in. */
export interface SmsReceipt {
  messageId: string;
  status: string;
  at: Date;
}

/** How long a connection may take to be bound before it is given up. */
const BIND_TIMEOUT_MS = 10_000;
/** How long the SMSC may take to answer a submit_sm; then the connection is taken for dead. */
const RESPONSE_TIMEOUT_MS = 30_000;
/** How long a closing sender waits for the answer to its unbind. */
const UNBIND_TIMEOUT_MS = 2000;
/** An idle bind is kept alive with enquire_link: SMSCs and NAT drop silent connections. */
const ENQUIRE_LINK_MS = 30_000;
/** Reconnecting after a lost connection waits this long at first, doubling up to the most. */
const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 60_000;

/** SMPP 3.4, which defines the message_payload and receipt TLVs this sender uses. */
const INTERFACE_VERSION = 0x34;
/** esm_class bit of a deliver_sm that is a delivery receipt, not an SMS to us. */
const ESM_CLASS_RECEIPT = 0x04;
/** Ask for a receipt of the final outcome, delivered or failed. */
const REGISTERED_DELIVERY_FINAL = 0x01;
/** The destination is an international number in E.164. */
const TON_INTERNATIONAL = 1;
const NPI_E164 = 1;

/** message_state TLV values by the words receipts use in their text (SMPP 3.4 §5.2.28, appendix B). */
const MESSAGE_STATES: Record<number, string> = {
  0: 'SCHEDULED',
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
  9: 'SKIPPED',
};

const STATUS_NAMES = new Map(Object.entries(smpp.errors).map(([name, status]) => [status, name]));

/** The SMSC answered a request with a non-zero command_status; the status says why (ESME_RTHROTTLED, …). */
export class SmppStatusError extends Error {
  readonly statusName: string;
  constructor(
    readonly command: string,
    readonly status: number,
  ) {
    const statusName = STATUS_NAMES.get(status) ?? 'unknown status';
    super(`The SMSC answered ${command} with status 0x${status.toString(16).padStart(8, '0')} (${statusName})`);
    this.name = 'SmppStatusError';
    this.statusName = statusName;
  }
}

interface SmppSenderOptions {
  log: FastifyBaseLogger;
  onReceipt?: ((receipt: SmsReceipt) => void) | undefined;
}

/** One TCP (or TLS) connection to the SMSC and what waits on it. */
interface Connection {
  session: smpp.Session;
  /** Requests waiting for their answer, failed at once when the connection drops. */
  waiting: Set<(error: Error) => void>;
  /** Settles when the socket has closed. */
  closed: Promise<void>;
}

/**
 * Sends over one bind_transceiver connection to the SMSC (ADR 046): submits go out and delivery
 * receipts come back on it. The connection is opened at once and opened again after it drops,
 * waiting longer each time; a send while it is down tries to connect at once rather than fail.
 * Logs name the number and the SMSC's message id, never the text (it holds a code).
 */
export function createSmppSender(target: SmppTarget, { log, onReceipt }: SmppSenderOptions) {
  const where = { host: target.host, port: target.port, systemId: target.systemId };
  let stopped = false;
  let bound: Connection | undefined;
  let binding: { connection: Connection; done: Promise<Connection> } | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;

  function connect(): Promise<Connection> {
    if (binding) return binding.done;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    let settle: { resolve: (connection: Connection) => void; reject: (error: Error) => void } | undefined;
    const done = new Promise<Connection>((resolve, reject) => (settle = { resolve, reject }));
    // State changes as the outcome is known, not a microtask later: a close that follows at once
    // must find the attempt over, or it would not schedule the next one.
    const finish = (error: Error | undefined) => {
      if (!settle || binding?.connection !== connection) return;
      const { resolve, reject } = settle;
      settle = undefined;
      clearTimeout(bindTimer);
      binding = undefined;
      if (error) {
        // Not worth a line when the sender itself is closing the attempt.
        if (!stopped) log.error({ ...where, err: error }, 'could not bind to the SMSC (SMS_URL)');
        reject(error);
        connection.session.destroy();
        return;
      }
      bound = connection;
      retryMs = RETRY_FIRST_MS;
      log.info(where, 'bound to the SMSC');
      resolve(connection);
    };
    const session = smpp.connect(
      {
        host: target.host,
        port: target.port,
        tls: target.tls,
        // Small PDUs both ways: answers go out at once instead of waiting on the peer's delayed ACK.
        noDelay: true,
        auto_enquire_link_period: ENQUIRE_LINK_MS,
      },
      () => {
        session.bind_transceiver(
          {
            system_id: target.systemId,
            password: target.password,
            interface_version: INTERFACE_VERSION,
          },
          (pdu) =>
            finish(pdu.command_status === 0 ? undefined : new SmppStatusError('bind_transceiver', pdu.command_status)),
        );
      },
    );
    const connection = track(session, (error) => finish(error));
    const bindTimer = setTimeout(
      () => finish(new Error('The SMSC did not answer bind_transceiver in time')),
      BIND_TIMEOUT_MS,
    );
    bindTimer.unref();
    binding = { connection, done };
    return done;
  }

  /** Listens to a new connection: answers the SMSC's requests and notices when it drops. */
  function track(session: smpp.Session, onDown: (error: Error) => void): Connection {
    let lastError: Error | undefined;
    const connection: Connection = {
      session,
      waiting: new Set(),
      closed: new Promise((resolve) => session.once('close', () => resolve())),
    };
    session.on('enquire_link', (pdu: smpp.PDU) => session.send(pdu.response()));
    session.on('deliver_sm', (pdu: smpp.PDU) => {
      // Acknowledged whatever it holds, or the SMSC sends it again and again.
      session.send(pdu.response());
      if (((pdu.esm_class ?? 0) & ESM_CLASS_RECEIPT) === 0) {
        log.info({ from: pdu.source_addr }, 'an SMS to us came from the SMSC and was ignored');
        return;
      }
      receive(pdu);
    });
    session.on('unbind', (pdu: smpp.PDU) => {
      // The SMSC is going away (maintenance): say yes and connect again later.
      session.send(pdu.response());
      session.close();
    });
    session.on('unknown', (pdu: smpp.PDU) => session.send(pdu.response()));
    session.on('error', (error: Error) => {
      // The package leaves a session that failed to read a PDU stuck: start afresh.
      lastError = error;
      session.destroy();
    });
    session.on('close', () => {
      const error = new Error(`The connection to the SMSC closed${lastError ? `: ${lastError.message}` : ''}`);
      for (const fail of connection.waiting) fail(error);
      connection.waiting.clear();
      onDown(error);
      if (bound === connection) {
        bound = undefined;
        log.warn({ ...where, err: lastError }, 'the connection to the SMSC closed');
      }
      if (!stopped) retryLater();
    });
    return connection;
  }

  function retryLater(): void {
    if (stopped || retryTimer || binding) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => undefined); // logged when it fails
    }, delay);
    retryTimer.unref();
  }

  /** Sends a request and waits for its answer; a silent SMSC counts as a dead connection. */
  function request(
    connection: Connection,
    command: 'submit_sm' | 'unbind',
    fields: smpp.PduFields,
    timeoutMs: number,
  ): Promise<smpp.PDU> {
    return new Promise((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        connection.waiting.delete(fail);
        reject(error);
      };
      const timer = setTimeout(() => {
        fail(new Error(`The SMSC did not answer ${command} in time`));
        connection.session.destroy();
      }, timeoutMs);
      timer.unref();
      connection.waiting.add(fail);
      const sent = connection.session[command](fields, (pdu) => {
        clearTimeout(timer);
        connection.waiting.delete(fail);
        resolve(pdu);
      });
      if (!sent) fail(new Error('The connection to the SMSC is closed'));
    });
  }

  function receive(pdu: smpp.PDU): void {
    const receipt = readReceipt(pdu);
    if (!receipt) {
      log.warn({ from: pdu.source_addr }, 'a delivery receipt from the SMSC could not be read');
      return;
    }
    log.info({ messageId: receipt.messageId, status: receipt.status }, 'SMS delivery receipt');
    try {
      onReceipt?.({ ...receipt, at: new Date() });
    } catch (error) {
      log.error({ err: error, messageId: receipt.messageId }, 'recording an SMS delivery receipt failed');
    }
  }

  connect().catch(() => undefined); // logged when it fails; a send tries again

  return {
    async send(sms: { to: string; text: string }): Promise<{ messageId: string }> {
      const destination = toInternational(sms.to);
      const encoded = encodeSmsText(sms.text);
      if (stopped) throw new Error('The SMS sender is closed');
      const connection = bound ?? (await connect());
      const body = encoded.fitsOneSegment
        ? { short_message: encoded.octets }
        : // Longer than one SMS: the SMSC splits it into parts the phone joins (ADR 046).
          { short_message: Buffer.alloc(0), message_payload: encoded.octets };
      const answer = await request(
        connection,
        'submit_sm',
        {
          source_addr_ton: target.source.ton,
          source_addr_npi: target.source.npi,
          source_addr: target.source.addr,
          dest_addr_ton: TON_INTERNATIONAL,
          dest_addr_npi: NPI_E164,
          destination_addr: destination,
          registered_delivery: REGISTERED_DELIVERY_FINAL,
          data_coding: encoded.dataCoding,
          ...body,
        },
        RESPONSE_TIMEOUT_MS,
      );
      if (answer.command_status !== 0) throw new SmppStatusError('submit_sm', answer.command_status);
      const messageId = answer.message_id ?? '';
      log.info(
        { to: sms.to, messageId, ucs2: encoded.dataCoding === DATA_CODING_UCS2, octets: encoded.octets.length },
        'SMS handed to the SMSC',
      );
      return { messageId };
    },

    async close(): Promise<void> {
      if (stopped) return;
      stopped = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const connecting = binding?.connection;
      if (connecting) {
        connecting.session.destroy();
        await connecting.closed;
      }
      const connection = bound;
      if (!connection) return;
      try {
        await request(connection, 'unbind', {}, UNBIND_TIMEOUT_MS);
      } catch {
        // Going anyway: the socket is closed below.
      }
      connection.session.destroy();
      await connection.closed;
    },
  };
}

/**
 * What a delivery receipt says: the TLVs when the SMSC sends them (receipted_message_id,
 * message_state), else its text, `id:… sub:… dlvrd:… submit date:… done date:… stat:DELIVRD err:…`.
 */
export function readReceipt(pdu: smpp.PDU): { messageId: string; status: string } | undefined {
  const body = pdu.short_message?.message ?? pdu.message_payload?.message ?? '';
  const text = typeof body === 'string' ? body : body.toString('latin1');
  const messageId = pdu.receipted_message_id || /\bid:(\S+)/i.exec(text)?.[1];
  const status =
    (pdu.message_state === undefined ? undefined : MESSAGE_STATES[pdu.message_state]) ??
    /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  return messageId && status ? { messageId, status } : undefined;
}
