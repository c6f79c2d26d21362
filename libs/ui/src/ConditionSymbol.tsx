import type { ReactNode } from 'react';
import type { ConditionSymbol as Symbol } from '@dental/contracts';

/** The drawing of each symbol, in a 16 × 16 box, stroked or filled with the condition's colour. */
const DRAWINGS: Record<Symbol, (colour: string) => ReactNode> = {
  cross: (colour) => <path d="M3 3l10 10M13 3L3 13" stroke={colour} strokeWidth="2.5" strokeLinecap="round" />,
  dot: (colour) => <circle cx="8" cy="8" r="4.5" fill={colour} />,
  fill: (colour) => <rect x="2" y="2" width="12" height="12" rx="2" fill={colour} />,
  ring: (colour) => <circle cx="8" cy="8" r="5.5" fill="none" stroke={colour} strokeWidth="2.5" />,
  line: (colour) => <path d="M8 1.5v13" stroke={colour} strokeWidth="3" strokeLinecap="round" />,
  screw: (colour) => <path d="M8 1.5v13M4.5 4h7M4.5 8h7M4.5 12h7" stroke={colour} strokeWidth="2" strokeLinecap="round" />,
  bar: (colour) => <rect x="1" y="6" width="14" height="4" rx="1" fill={colour} />,
  wave: (colour) => <path d="M1 8c1.5-4 3-4 4.5 0s3 4 4.5 0 3-4 4.5 0" fill="none" stroke={colour} strokeWidth="2.2" strokeLinecap="round" />,
  arrow: (colour) => <path d="M8 2v11M3.5 8.5 8 13l4.5-4.5" fill="none" stroke={colour} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />,
};

/** A dental chart condition's symbol in its colour (issue 37); decorative: its name is always said in text beside it or in the tooth's name. */
export function ConditionSymbol({ symbol, colour, size = 14 }: { symbol: Symbol; colour: string; size?: number }) {
  return (
    <svg className="dn-condition-symbol" viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      {DRAWINGS[symbol](colour)}
    </svg>
  );
}
