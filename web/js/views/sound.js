// A short soft click for each move on the live game, when the person turned
// sound on.
import { state } from '../state/state.js';

let audio = null;

export function moveSound() {
  if (!state.settings.sound) return;
  try {
    audio ??= new AudioContext();
    const o = audio.createOscillator();
    const v = audio.createGain();
    o.frequency.value = 520;
    v.gain.setValueAtTime(0.12, audio.currentTime);
    v.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.08);
    o.connect(v).connect(audio.destination);
    o.start();
    o.stop(audio.currentTime + 0.09);
  } catch {
    // No audio here: the move stays silent.
  }
}
