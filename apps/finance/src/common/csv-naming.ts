import { createContext, useContext } from 'react';

/** Whose figures (a doctor's username, or the clinic) and which period the page's CSV files hold: their names carry both. */
export interface CsvNaming {
  whose: string;
  /** The period as a file name writes it (csv.ts periodPart), or the year. */
  period: string;
}

const CsvNamingContext = createContext<CsvNaming>({ whose: '', period: '' });

export const CsvNamingProvider = CsvNamingContext.Provider;

export const useCsvNaming = () => useContext(CsvNamingContext);
