// A tiny event emitter: on(topic, fn) subscribes, emit(topic) calls every
// subscriber of the topic, then those of '*' (every topic), in the order
// they subscribed. Each page's state layer makes its own.
export function emitter() {
  const listeners = new Map();
  return {
    on(topic, fn) {
      if (!listeners.has(topic)) listeners.set(topic, []);
      listeners.get(topic).push(fn);
    },
    emit(topic) {
      for (const fn of listeners.get(topic) ?? []) fn(topic);
      for (const fn of listeners.get('*') ?? []) fn(topic);
    },
  };
}
