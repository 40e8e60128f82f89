import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { AUTH, type MessageKey } from '@ghorbari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { SIGNATURE_BYTES } from '../images/file-input.ts';
import { asStorageFault } from '../storage/storage-fault.ts';
import { AppError } from '../errors/app-error.ts';
import { checkText, schemaError } from './validation.ts';

/**
 * What reading a multipart body threw, as the error to answer with. Our own errors and the
 * multipart plugin's 4xx (too large, too many files) stand; anything else the parser throws
 * on a malformed or cut-off body ("Unexpected end of form", a bad part header, a missing
 * boundary) is the sender's fault: a translated 400, not a 500 (issue 11).
 */
export function multipartError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('VALIDATION_FAILED', 'validation.formUnreadable');
}

/**
 * What one upload form takes (issue 28, ADR 033). Files are streamed to a temporary file, never
 * held whole in memory; a file is refused once its first bytes are in when they are not of its
 * field's kind, and at its first byte over `maxFileBytes`, without reading the rest of the body.
 */
export interface FormLimits {
  /** The file fields, each with the first bytes it accepts (`mayBeImage`…); files in other fields are passed over. */
  files: Readonly<Record<string, (head: Buffer) => boolean>>;
  /** A file whose first bytes are not of its field's kind. */
  refused: () => AppError;
  maxFileBytes: number;
  /** A file over `maxFileBytes`, or a body larger than the form can be. */
  tooLarge: () => AppError;
  maxFiles: number;
  /** More files than `maxFiles` (413 by default). */
  tooMany?: () => AppError;
  fields: number;
  fieldSize: number;
  /** All files together, when less than `maxFiles × maxFileBytes` (a firm's 31 photos). */
  maxTotalBytes?: number;
}

/** An uploaded file in its temporary file, removed when the answer has gone out. */
export interface ReceivedFile {
  field: string;
  path: string;
  size: number;
}

export interface ReceivedForm {
  /** Text fields by name (the last one sent of a name). */
  fields: Record<string, string>;
  /** Text fields cut at `fieldSize`. */
  truncated: ReadonlySet<string>;
  /** Files in the order sent; empty file parts (a form's "no file chosen") are left out. */
  files: ReceivedFile[];
}

/** Room for the parts' own headers and boundaries in a body's declared length. */
const PART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The temporary folder of a request's files: in `root` (UPLOAD_TMP_DIR), made on its first file
 * and removed once the answer is out.
 */
interface RequestFiles {
  root: string;
  folder: Promise<string> | null;
  ended: boolean;
}
const folders = new WeakMap<FastifyRequest, RequestFiles>();

async function folderOf(request: FastifyRequest): Promise<string> {
  let state = folders.get(request);
  if (!state) folders.set(request, (state = { root: tmpdir(), folder: null, ended: false }));
  // The answer went out already (the client left): nothing more is kept for it.
  if (state.ended) throw new AppError('VALIDATION_FAILED', 'validation.formUnreadable');
  state.folder ??= mkdtemp(path.join(state.root, 'ghorbari-upload-'));
  try {
    return await state.folder;
  } catch (error) {
    state.folder = null;
    throw asStorageFault(error);
  }
}

async function discardUploads(request: FastifyRequest): Promise<void> {
  const state = folders.get(request);
  if (!state) return;
  state.ended = true;
  const folder = await state.folder?.catch(() => null);
  state.folder = null;
  if (folder) await rm(folder, { recursive: true, force: true }).catch(() => undefined);
}

/**
 * The multipart plugin, and the removal of every request's temporary files once its answer went
 * out or its client left. The plugin's own limits are the profile picture's; each form sets its own.
 */
export async function registerMultipart(app: FastifyInstance, tempDir: string | undefined): Promise<void> {
  await app.register(multipart, { limits: { fileSize: AUTH.profilePictureMaxBytes, files: 1, fields: 10 } });
  const root = tempDir ?? tmpdir();
  // Before the body is parsed, so by its header (isMultipart() is known only after).
  app.addHook('onRequest', async (request) => {
    if (request.headers['content-type']?.startsWith('multipart/'))
      folders.set(request, { root, folder: null, ended: false });
  });
  // An upload refused before its body is all in (its first bytes, its first byte over the cap)
  // is answered at once; the connection then closes rather than reading the rest (ADR 033).
  // Callback hooks that return at once for every other request (ADR 020: the cheapest answer).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (folders.has(request) && !request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });
  const discard = (request: FastifyRequest, done: () => void) => {
    if (folders.has(request)) void discardUploads(request);
    done();
  };
  app.addHook('onResponse', (request, _reply, done) => discard(request, done));
  app.addHook('onRequestAbort', (request, done) => discard(request, done));
}

/** Where the bytes of a part go: a temporary file, or nowhere; `failure` is what the file itself threw. */
interface Sink {
  stream: Writable;
  failure(): unknown;
}

const nowhere = (): Sink => ({
  stream: new Writable({ write: (_chunk, _encoding, done) => done() }),
  failure: () => null,
});

/**
 * A new temporary file. Its own failures (a full or read-only disk) are kept apart from the body's
 * (a form cut off), which reach it too when the pipeline tears down.
 */
function fileSink(file: string): Sink {
  let failure: unknown = null;
  let handle: FileHandle | null = null;
  const failed = (done: (error?: Error | null) => void) => (error: Error) => {
    failure ??= error;
    done(error);
  };
  const close = async () => {
    const open = handle;
    handle = null;
    await open?.close();
  };
  const stream = new Writable({
    construct(done) {
      open(file, 'wx').then((opened) => {
        handle = opened;
        done();
      }, failed(done));
    },
    write(chunk: Buffer, _encoding, done) {
      const write = async () => {
        for (let at = 0; at < chunk.length;) at += (await handle!.write(chunk, at)).bytesWritten;
      };
      write().then(() => done(), failed(done));
    },
    final(done) {
      close().then(() => done(), failed(done));
    },
    destroy(error, done) {
      close().then(
        () => done(error),
        () => done(error),
      );
    },
  });
  return { stream, failure: () => failure };
}

/**
 * One file part into `target` (or nowhere): its first bytes checked by `accepts`, the reading
 * stopped at the first byte over the size cap. Returns the bytes written.
 */
async function readPart(
  part: MultipartFile,
  target: Sink,
  accepts: (head: Buffer) => boolean,
  limits: FormLimits,
): Promise<number> {
  let head = Buffer.alloc(0);
  let size = 0;
  let over = false;
  // busboy says `limit` at the first byte over the cap, before that byte is passed on.
  const stop = new AbortController();
  const onLimit = () => {
    over = true;
    stop.abort();
  };
  part.file.once('limit', onLimit);
  const check = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      if (head.length < SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)]);
        if (head.length === SIGNATURE_BYTES && !accepts(head)) throw limits.refused();
      }
      size += chunk.length;
      yield chunk;
    }
    if (size > 0 && head.length < SIGNATURE_BYTES && !accepts(head)) throw limits.refused();
  };
  try {
    await pipeline(part.file, check, target.stream, { signal: stop.signal });
  } catch (error) {
    if (over) throw limits.tooLarge();
    if (target.failure()) throw asStorageFault(target.failure());
    throw error;
  } finally {
    part.file.off('limit', onLimit);
  }
  if (part.file.truncated) throw limits.tooLarge();
  return size;
}

/** A file part streamed into a temporary file; null for an empty part. */
async function receiveFile(
  request: FastifyRequest,
  part: MultipartFile,
  accepts: (head: Buffer) => boolean,
  limits: FormLimits,
): Promise<ReceivedFile | null> {
  const file = path.join(await folderOf(request), randomBytes(9).toString('hex'));
  try {
    const size = await readPart(part, fileSink(file), accepts, limits);
    if (size > 0) return { field: part.fieldname, path: file, size };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  await rm(file, { force: true });
  return null;
}

/**
 * Reads an upload form (ADR 033): text fields into memory (capped by `fieldSize`), files into
 * temporary files. A body whose declared length is more than the form can hold is refused
 * before any of it is read.
 */
async function receiveForm(request: FastifyRequest, limits: FormLimits): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const filesBytes = limits.maxTotalBytes ?? limits.maxFiles * limits.maxFileBytes;
  const declared = Number(request.headers['content-length']);
  if (declared > filesBytes + limits.fields * limits.fieldSize + PART_OVERHEAD_BYTES) throw limits.tooLarge();
  const fields: Record<string, string> = {};
  const truncated = new Set<string>();
  const files: ReceivedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: limits.fields,
        fieldSize: limits.fieldSize,
      },
    })) {
      if (part.type === 'field') {
        // A part sent as application/json comes parsed: kept as its text, like every other field.
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (part.valueTruncated) truncated.add(part.fieldname);
        continue;
      }
      const accepts = Object.hasOwn(limits.files, part.fieldname) ? limits.files[part.fieldname] : undefined;
      if (!accepts) {
        await readPart(part, nowhere(), () => true, limits);
        continue;
      }
      const file = await receiveFile(request, part, accepts, limits);
      if (!file) continue;
      files.push(file);
      total += file.size;
      if (total > filesBytes) throw limits.tooLarge();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw limits.tooLarge();
    if (code === 'FST_FILES_LIMIT' && limits.tooMany) throw limits.tooMany();
    throw multipartError(error);
  }
  return { fields, truncated, files };
}

/**
 * A form field holding JSON (a post's `data`, its `keepImages`): parsed, checked for text that
 * cannot be stored, then checked by its contracts schema (the web form's own).
 */
export interface JsonField<T = unknown> {
  schema: ZodType<T>;
  /** The value when the field is not sent: undefined, which most schemas refuse. */
  absent?: unknown;
  /** The message of text that is no JSON; "the form could not be read" unless the form has its own. */
  unreadable?: MessageKey;
  /** Under what a text that cannot be stored is named: the field's name (`data.title`), or '' for its path alone. */
  textPath?: string;
  /** A field cut at the form's `fieldSize` is refused with this; without it, its cut JSON is unreadable. */
  tooLong?: () => AppError;
  /** The message of the 400 listing what the schema refused (`schemaError`): by default its first problem's. */
  message?: MessageKey;
  /** The answer instead when the schema refuses the value, without listing why. */
  invalid?: () => AppError;
}

type JsonFields = Readonly<Record<string, JsonField>>;

export interface MultipartSpec<J extends JsonFields> {
  /** The form's files and limits (see `FormLimits`). */
  files: FormLimits;
  /** Fields that may hold at most `max` files each, checked once all are in, before the JSON is read. */
  counts?: Readonly<Record<string, { max: number; tooMany: () => AppError }>>;
  /** The fields holding JSON, each read and checked in this order. */
  json?: J;
}

/** A form read by `readMultipart`: its JSON fields as their schemas give them. */
export interface MultipartForm<J extends JsonFields> extends ReceivedForm {
  json: { [K in keyof J]: J[K] extends JsonField<infer T> ? T : never };
}

/**
 * Reads an upload form (ADR 033) with `receiveForm`, then its JSON fields: text that is no JSON,
 * holds a character that cannot be stored or fails its schema is a translated 400. Every upload
 * form reads its body through here, so each refuses a bad one the same way: never a 500, and
 * the temporary files go with the answer.
 */
export async function readMultipart<J extends JsonFields = Record<never, JsonField>>(
  request: FastifyRequest,
  { files, counts = {}, json }: MultipartSpec<J>,
): Promise<MultipartForm<J>> {
  const form = await receiveForm(request, files);
  for (const [field, { max, tooMany }] of Object.entries(counts)) {
    if (form.files.filter((file) => file.field === field).length > max) throw tooMany();
  }
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(json ?? {})) {
    if (field.tooLong && form.truncated.has(name)) throw field.tooLong();
    const sent = readJsonField(form.fields[name], name, field);
    const value = field.absent === undefined ? sent : (sent ?? field.absent);
    const parsed = field.schema.safeParse(value);
    if (!parsed.success) throw field.invalid?.() ?? schemaError(parsed.error, field.message);
    values[name] = parsed.data;
  }
  return { ...form, json: values as MultipartForm<J>['json'] };
}

/**
 * The JSON a form field holds, undefined when it was not sent; text that is no JSON, or holds
 * a character that cannot be stored, is a translated 400.
 */
export function readJsonField(
  text: string | undefined,
  name: string,
  { unreadable, textPath }: Pick<JsonField, 'unreadable' | 'textPath'> = {},
): unknown {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new AppError('VALIDATION_FAILED', unreadable ?? 'validation.formUnreadable');
  }
  checkText(value, textPath ?? name);
  return value;
}

/** The one file a form sends as `field` (a profile picture), in its temporary file; `missing` when there is none. */
export async function receiveOneFile(
  request: FastifyRequest,
  limits: Omit<FormLimits, 'maxFiles' | 'fields' | 'fieldSize'> & { missing: () => AppError },
): Promise<string> {
  const form = await readMultipart(request, { files: { ...limits, maxFiles: 1, fields: 10, fieldSize: 1024 } });
  const file = form.files[0];
  if (!file) throw limits.missing();
  return file.path;
}
