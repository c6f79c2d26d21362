import { Icon, type IconNode as LucideIconNode } from 'lucide-react';
import type { IconNode } from '@dental/module-kit';

/** An icon a module declared as SVG nodes, drawn like the application's other (lucide) icons. */
export function DeclaredIcon({ node, className, size, strokeWidth }: { node: IconNode; className?: string; size: number; strokeWidth?: number }) {
  return <Icon iconNode={node as unknown as LucideIconNode} className={className} aria-hidden="true" size={size} strokeWidth={strokeWidth} />;
}
