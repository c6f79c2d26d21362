import { useEffect, useRef, useState } from 'react';
import { problemMessages, readBlob } from '@dental/api-client';

export interface AuthorizedBlob {
  /** A blob URL of the bytes (the last ones read while newer ones load), valid while the component stays mounted. */
  url: string | null;
  blob: Blob | null;
  loading: boolean;
  /** The last failure's messages, in the user's language. */
  errors: string[];
}

type Answer = { key: string; url: string | null; blob: Blob | null; errors: string[] };

/**
 * The bytes of `path` (a file route, with `query`) read with the caller's token, as a blob URL an
 * <img> or an <iframe> can show; nothing is read while `path` is null. A URL is revoked once newer
 * bytes replace it and on unmount, so no image stays reachable from the page's memory.
 */
export function useAuthorizedBlob(path: string | null, query: Record<string, string | number | undefined> = {}): AuthorizedBlob {
  const queryKey = JSON.stringify(query);
  const key = path ? `${path}?${queryKey}` : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!path) return;
    const aborter = new AbortController();
    const asked = `${path}?${queryKey}`;
    readBlob(path, JSON.parse(queryKey) as Record<string, string>, aborter.signal).then(
      (blob) => {
        if (aborter.signal.aborted) return;
        const url = URL.createObjectURL(blob);
        if (shown.current) URL.revokeObjectURL(shown.current);
        shown.current = url;
        setAnswer({ key: asked, url, blob, errors: [] });
      },
      (error: unknown) => {
        if (!aborter.signal.aborted) setAnswer((previous) => ({ key: asked, url: previous?.url ?? null, blob: previous?.blob ?? null, errors: problemMessages(error) }));
      },
    );
    return () => aborter.abort();
  }, [path, queryKey]);

  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  if (!key) return { url: null, blob: null, loading: false, errors: [] };
  return { url: answer?.url ?? null, blob: answer?.blob ?? null, loading: answer?.key !== key, errors: answer?.key === key ? answer.errors : [] };
}
