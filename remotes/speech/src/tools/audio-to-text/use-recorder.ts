/**
 * Recording in the page with MediaRecorder. The browser asks for the microphone only when the
 * visitor presses record (the screen says beforehand that it will ask); a refusal or a browser
 * without MediaRecorder is said plainly and the upload still works. A recording stops by
 * itself at the longest length the server transcribes.
 */
import { ASR_MAX_SECONDS } from '@toolhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState = { phase: 'idle' } | { phase: 'asking' } | { phase: 'recording'; seconds: number } | { phase: 'denied' } | { phase: 'unsupported' };

/** The container Chromium and Firefox record (WebM/Opus, or Ogg/Opus), else the browser's own (MP4/AAC on Safari). */
function recordingType(): string | undefined {
  const types = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return types.find((type) => MediaRecorder.isTypeSupported?.(type));
}

const extensionOf = (type: string) => (type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm');

export const canRecord = () => typeof MediaRecorder !== 'undefined' && Boolean(globalThis.navigator?.mediaDevices?.getUserMedia);

export function useRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const recorder = useRef<MediaRecorder | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const done = useRef(onRecorded);
  done.current = onRecorded;

  const stop = useCallback(() => {
    clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);
  useEffect(() => () => stop(), [stop]);

  const start = useCallback(async () => {
    if (!canRecord()) return setState({ phase: 'unsupported' });
    setState({ phase: 'asking' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setState({ phase: 'denied' });
    }
    const type = recordingType();
    const media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      setState({ phase: 'idle' });
      const mime = media.mimeType || type || 'audio/webm';
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
      done.current(new File(chunks, `recording-${stamp}.${extensionOf(mime)}`, { type: mime }));
    };
    recorder.current = media;
    media.start(1000);
    const started = Date.now();
    setState({ phase: 'recording', seconds: 0 });
    timer.current = setInterval(() => {
      const seconds = Math.floor((Date.now() - started) / 1000);
      setState({ phase: 'recording', seconds });
      if (seconds >= ASR_MAX_SECONDS) stop();
    }, 500);
  }, [stop]);

  return { state, start, stop };
}
