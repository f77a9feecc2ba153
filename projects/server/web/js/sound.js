// Sounds of moves, captures, checks, mates and draws: the GUI's own recordings
// (projects/gui/res/sounds, served beside the page), decoded once through Web Audio so that a
// sound starts without delay. Off and on with the page's toggle, remembered in localStorage.
// Browsers allow audio only after the person has touched the page; before that a sound is
// skipped, nothing else.

const NAMES = ['move', 'capture', 'check', 'mate', 'draw'];
const KEY = 'arbiter.sound';

export class Sounds {
  constructor() {
    this.enabled = localStorage.getItem(KEY) !== 'off';
    this.buffers = new Map();
    this.context = null;
  }

  setEnabled(on) {
    this.enabled = on;
    localStorage.setItem(KEY, on ? 'on' : 'off');
  }

  async load() {
    if (this.context) return;
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    this.context = new Context();
    await Promise.all(NAMES.map(async (name) => {
      try {
        const data = await (await fetch(`sounds/${name}.wav`)).arrayBuffer();
        this.buffers.set(name, await this.context.decodeAudioData(data));
      } catch {
        // a sound that cannot be had is silence
      }
    }));
  }

  play(name) {
    if (!this.enabled || !this.context) return;
    const buffer = this.buffers.get(name);
    if (!buffer) return;
    if (this.context.state === 'suspended') this.context.resume().catch(() => {});
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    source.start();
  }
}
