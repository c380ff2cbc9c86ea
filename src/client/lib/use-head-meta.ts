import { useEffect } from 'react';

/** Adds a `<meta name content>` to the document's head for as long as the page is shown. */
export function useHeadMeta(name: string, content: string): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
    return () => meta.remove();
  }, [name, content]);
}
