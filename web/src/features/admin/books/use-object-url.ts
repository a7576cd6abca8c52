import { useEffect, useState } from 'react';

/** A temporary URL to show a picked file before it is uploaded, released when the file changes. */
export function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // The URL is an outside resource, made and released with the file: state follows it here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
