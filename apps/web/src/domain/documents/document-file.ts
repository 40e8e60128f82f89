import { useEffect, useState } from 'react';
import { ApiError, apiHeaders, apiResult } from '../../lib/api-client.ts';

/**
 * A land document's file (issue 18) sits behind the owner's or staff's token, so an <img src> or
 * a link to its address would get 401: the browser fetches it with the token and shows it through
 * an object URL, revoked when no longer shown.
 */
export async function fetchDocumentFile(fileUrl: string): Promise<Blob> {
  const headers = apiHeaders();
  headers.set('accept', 'image/*, application/pdf, application/json');
  let response: Response;
  try {
    response = await fetch(fileUrl, { headers, cache: 'no-store' });
  } catch {
    throw new ApiError('', 0, 'NO_RESPONSE');
  }
  if (!response.ok) {
    // A refusal is JSON ({ success: false, message, code }): the same ApiError as any call.
    const data = (await response.json().catch(() => null)) as Parameters<typeof apiResult>[1];
    apiResult(response.status, data);
  }
  return response.blob();
}

export type DocumentFileState =
  { status: 'idle' | 'loading' } | { status: 'ready'; url: string; type: string } | { status: 'error'; error: unknown };

type Loaded = { fileUrl: string } & (
  { status: 'ready'; url: string; type: string } | { status: 'error'; error: unknown }
);

/** The file of `fileUrl` as an object URL while `fileUrl` is set; the URL is revoked on change or unmount. */
export function useDocumentFile(fileUrl: string | null): DocumentFileState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!fileUrl) return;
    let url: string | null = null;
    let cancelled = false;
    fetchDocumentFile(fileUrl).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setLoaded({ fileUrl, status: 'ready', url, type: blob.type });
      },
      (error: unknown) => {
        if (!cancelled) setLoaded({ fileUrl, status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
      // Opened again later, the file is fetched again (its revoked URL shows nothing).
      setLoaded((current) => (current?.fileUrl === fileUrl ? null : current));
    };
  }, [fileUrl]);
  if (!fileUrl) return { status: 'idle' };
  // What was loaded for another file (or one whose URL is already revoked) is not this file's.
  return loaded?.fileUrl === fileUrl ? loaded : { status: 'loading' };
}
