/** The fullscreen-exit alert: a short tone made with WebAudio (no sound file to load). */
export const BEEP_FREQUENCY_HZ = 880;
export const BEEP_DURATION_S = 0.35;
const BEEP_VOLUME = 0.2;

export function playBeep(): void {
  if (typeof window.AudioContext !== "function") return;
  try {
    const context = new window.AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "square";
    oscillator.frequency.value = BEEP_FREQUENCY_HZ;
    gain.gain.value = BEEP_VOLUME;
    oscillator.connect(gain).connect(context.destination);
    oscillator.onended = () => void context.close();
    oscillator.start();
    oscillator.stop(context.currentTime + BEEP_DURATION_S);
  } catch {
    // Audio can be blocked (no device, autoplay policy): the toast still tells the child.
  }
}
