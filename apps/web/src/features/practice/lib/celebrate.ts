import { CONFETTI_PARTICLES, PRACTICE_SOUND_VOLUME } from '@exam/contract';
import type { CreateTypes } from 'canvas-confetti';

type AudioContextClass = typeof AudioContext;

let audioContext: AudioContext | null = null;

function getAudioContext(): AudioContext | null {
  if (audioContext) return audioContext;
  const Ctor =
    (window as { AudioContext?: AudioContextClass }).AudioContext ??
    (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    audioContext = new Ctor();
  } catch {
    return null;
  }
  return audioContext;
}

/**
 * A short rising two-note chime (E5 then A5) made with the Web Audio API at the spec's volume
 * (§9: 0.5): nothing is downloaded, and browsers without Web Audio stay silent.
 */
export function playCorrectChime(): void {
  const context = getAudioContext();
  if (!context) return;
  try {
    if (context.state === 'suspended') void context.resume();
    const master = context.createGain();
    master.gain.value = PRACTICE_SOUND_VOLUME;
    master.connect(context.destination);
    const notes: [frequency: number, offset: number][] = [
      [659.25, 0],
      [880, 0.12],
    ];
    for (const [frequency, offset] of notes) {
      const start = context.currentTime + offset;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.6, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
      oscillator.connect(gain);
      gain.connect(master);
      oscillator.start(start);
      oscillator.stop(start + 0.5);
    }
  } catch {
    // Sound is a nicety: never let it break the practice.
  }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

let confettiInstance: CreateTypes | null = null;

/**
 * docs/product.md §9: 100 particles of confetti, skipped for students who asked for reduced motion. Drawn
 * on the main thread: the library's default instance starts a Web Worker from a blob: URL, which
 * the app's Content-Security-Policy (script-src 'self') rightly blocks.
 */
export function fireConfetti(): void {
  if (prefersReducedMotion()) return;
  import('canvas-confetti').then(
    ({ default: confetti }) => {
      try {
        const fire = (confettiInstance ??= confetti.create(undefined, {
          resize: true,
          useWorker: false,
          disableForReducedMotion: true,
        }));
        void fire({
          particleCount: CONFETTI_PARTICLES,
          spread: 70,
          origin: { y: 0.6 },
          disableForReducedMotion: true,
        });
      } catch {
        // No canvas (old browser, tests): no confetti.
      }
    },
    () => undefined,
  );
}
