// The puzzles' file (web/puzzles.jsonl, kept for offline use like every
// file of the page) and a person's progress in localStorage.
const KEY = 'gametree.puzzles.v1';

export async function fetchPuzzles() {
  const response = await fetch(new URL('../../puzzles.jsonl', import.meta.url));
  if (!response.ok) throw new Error(`the puzzles could not be loaded (${response.status})`);
  return response.text();
}

export function loadProgress() {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
}

export function saveProgress(progress) {
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Private browsing or a full quota: the progress is not kept.
  }
}
