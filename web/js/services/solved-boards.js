// The table of solved boards (web/solved-boards.json), fetched when the
// Solved boards view first opens and kept for offline use like every file
// of the page.
export async function fetchSolvedBoards() {
  const response = await fetch(new URL('../../solved-boards.json', import.meta.url));
  if (!response.ok) throw new Error(`the table of solved boards could not be loaded (${response.status} ${response.statusText})`.replace(/ \)$/, ')'));
  try {
    return await response.json();
  } catch {
    throw new Error('the table of solved boards (solved-boards.json) is not JSON');
  }
}
