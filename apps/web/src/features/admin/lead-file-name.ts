/** The file name a Content-Disposition header gives (RFC 6266: filename* first), or null. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A badly encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1];
  return plain?.trim() || null;
}
