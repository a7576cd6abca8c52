/** Tests only: what the page sent through XMLHttpRequest (the book upload), and what the fake server answers. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

export interface XhrAnswer {
  status: number;
  body: unknown;
}

/**
 * Tests only: replaces XMLHttpRequest with a fake that records each upload in the returned list and
 * answers it with `answer(upload)` a moment later, after reporting half of the body sent. The caller
 * puts the real one back (`globalThis.XMLHttpRequest`) after the test.
 */
export function lendFakeXhr(answer: (upload: SentUpload) => XhrAnswer): SentUpload[] {
  const uploads: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private sent = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.sent = { ...this.sent, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.sent.headers[name] = value;
    }
    send(body: FormData) {
      const upload = { ...this.sent, body };
      uploads.push(upload);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const { status, body: answerBody } = answer(upload);
        this.status = status;
        this.responseText = JSON.stringify(answerBody);
        this.onload?.();
      });
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return uploads;
}
