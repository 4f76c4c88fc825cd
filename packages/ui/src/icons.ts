// The line icons the apps use, from lucide-react (24×24, stroke = currentColor). Listed one by one on purpose:
// @stairs/ui is a Module Federation shared module, which is bundled whole (not tree-shaken per consumer), so
// `export *` would put every lucide icon on every page. Add an icon here when an app needs it.
// Without an aria-* prop, role or title lucide renders aria-hidden="true": the icons are decorative and the
// text next to them carries the meaning.
import { createLucideIcon } from 'lucide-react';

export {
  ArrowLeftIcon,
  ArrowRightIcon,
  BrushIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ClockIcon,
  EuroIcon,
  ExternalLinkIcon,
  FileTextIcon,
  ImageIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MessageCircleIcon,
  MoveHorizontalIcon,
  PencilIcon,
  PhoneIcon,
  RefreshCwIcon,
  RulerIcon,
  Share2Icon,
  SparklesIcon,
  Trash2Icon,
  UploadIcon,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/** Steps seen from the side (concrete-step cladding, the company mark): lucide has no stair icon. */
export const StairsIcon = createLucideIcon('stairs', [
  ['path', { d: 'M3 21h5v-5h5v-5h5V6h3', key: 'stairs-steps' }],
  ['path', { d: 'M3 21V18', key: 'stairs-base' }],
]);
