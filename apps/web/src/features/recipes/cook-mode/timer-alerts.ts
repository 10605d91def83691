let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  audio ??= new AudioContext();
  return audio;
}

/**
 * Called from the tap that starts a timer: browsers let a page make sound only after the person
 * touched it, so the audio is woken now for the beep later. The first start also asks whether the
 * tab may notify, for a timer that ends while the cook looks elsewhere.
 */
export function prepareTimerAlerts() {
  void audioContext()
    ?.resume()
    .catch(() => undefined);
  if ('Notification' in window && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
}

/** Three short beeps from Web Audio: no sound file to download or cache. */
export function beep() {
  const context = audioContext();
  if (!context) return;
  void context.resume().catch(() => undefined);
  const start = context.currentTime + 0.05;
  for (let i = 0; i < 3; i += 1) {
    const at = start + i * 0.35;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.26);
  }
}

/** A system notification when the tab is hidden and the cook allowed it. */
export function notifyIfHidden(title: string, body: string, tag: string) {
  if (!document.hidden || !('Notification' in window)) return;
  if (Notification.permission !== 'granted') return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Some mobile browsers allow notifications only from a service worker; the beep still rings.
  }
}
