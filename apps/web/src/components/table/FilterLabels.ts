import { createContext, useContext } from 'react';

/** The labels of a list's filters by URL name, so an empty result can say what was filtered. */
export const FilterLabelsContext = createContext<Record<string, string>>({});

export const useFilterLabels = () => useContext(FilterLabelsContext);
