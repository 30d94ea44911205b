/**
 * The search dialog, loaded on the first open of the search (see Search.tsx): the default
 * `SearchPanel` with our engine (install-ranking.ts, engine.ts). Imported by its deep dist path,
 * not from '@rspress/core/theme-original', so that the panel, its search logic and the engine land
 * in this lazily loaded chunk instead of every page's first load.
 *
 * Checked against @rspress/core 2.0.22 (`dist/theme/components/Search/SearchPanel.js`).
 */
import { SearchPanel } from '@rspress/core/dist/theme/components/Search/SearchPanel.js';
import { installSearchRanking } from './install-ranking';
import { SearchSuggestions } from './SearchSuggestions';

installSearchRanking();

export interface SearchDialogProps {
  focused: boolean;
  setFocused: (focused: boolean) => void;
}

export default function SearchDialog({ focused, setFocused }: SearchDialogProps) {
  return (
    <>
      <SearchPanel focused={focused} setFocused={setFocused} />
      {focused && <SearchSuggestions />}
    </>
  );
}
