/** Short synthesised tones; off until the member turns sound on (sound is off by default). */
let enabled = false;
let audio: AudioContext | null = null;

export const soundOn = () => enabled;
export const setSound = (on: boolean) => {
  enabled = on;
  if (on && !audio) audio = new AudioContext();
};

export const beep = (frequency = 660, ms = 80) => {
  if (!enabled || !audio) return;
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = frequency;
  gain.gain.value = 0.05;
  osc.connect(gain).connect(audio.destination);
  osc.start();
  osc.stop(audio.currentTime + ms / 1000);
};
