/**
 * The part of the `smpp` package (0.5, SMPP 3.4) that the SMS sender and its tests use; it ships
 * no types. Field names are SMPP's own.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  namespace smpp {
    /** A message body as the package decodes it, by the PDU's data_coding: text, its UDH apart. */
    interface DecodedMessage {
      message: string | Buffer;
      udh?: Buffer[];
    }

    /** The fields of a PDU to send; a Buffer body goes as it is, with the data_coding given. */
    interface PduFields {
      command_status?: number;
      system_id?: string;
      password?: string;
      system_type?: string;
      interface_version?: number;
      source_addr_ton?: number;
      source_addr_npi?: number;
      source_addr?: string;
      dest_addr_ton?: number;
      dest_addr_npi?: number;
      destination_addr?: string;
      esm_class?: number;
      registered_delivery?: number;
      data_coding?: number;
      short_message?: Buffer | string;
      message_payload?: Buffer | string;
      message_id?: string;
      receipted_message_id?: string;
      message_state?: number;
    }

    /** A PDU received: the command's name, its header and the fields it carried. */
    interface PDU extends Omit<PduFields, 'short_message' | 'message_payload' | 'data_coding'> {
      command: string;
      command_status: number;
      sequence_number: number;
      data_coding?: number | null;
      short_message?: DecodedMessage;
      message_payload?: DecodedMessage;
      isResponse(): boolean;
      /** The answer to this request, with its sequence number. */
      response(fields?: PduFields): PDU;
    }

    type ResponseCallback = (pdu: PDU) => void;

    /** One SMPP connection; emits `pdu`, each command by name (`deliver_sm`, …), `close` and `error`. */
    class Session extends EventEmitter {
      /** False when the socket can no longer be written to: the PDU was not sent. */
      send(pdu: PDU, responseCallback?: ResponseCallback): boolean;
      close(callback?: () => void): void;
      destroy(callback?: () => void): void;
      bind_transceiver(fields: PduFields, responseCallback?: ResponseCallback): boolean;
      submit_sm(fields: PduFields, responseCallback?: ResponseCallback): boolean;
      deliver_sm(fields: PduFields, responseCallback?: ResponseCallback): boolean;
      enquire_link(fields: PduFields, responseCallback?: ResponseCallback): boolean;
      unbind(fields: PduFields, responseCallback?: ResponseCallback): boolean;
    }

    interface ConnectOptions {
      host: string;
      port: number;
      /** Over TLS (`tls.connect`); the listener then waits for the secure connection. */
      tls?: boolean;
      noDelay?: boolean;
      /** Sends enquire_link this often (ms) while the socket is open. */
      auto_enquire_link_period?: number;
    }

    class Server extends NetServer {
      sessions: Session[];
    }

    function connect(options: ConnectOptions, listener?: () => void): Session;
    /** With a key and certificate, the server speaks TLS. */
    function createServer(
      options: { noDelay?: boolean; key?: string; cert?: string },
      listener: (session: Session) => void,
    ): Server;

    /** SMPP's command_status values by name. */
    const errors: {
      ESME_ROK: number;
      ESME_RINVPASWD: number;
      ESME_RTHROTTLED: number;
      [name: string]: number;
    };
  }

  export = smpp;
}
