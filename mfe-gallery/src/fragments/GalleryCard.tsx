import { useState } from 'react';
import { GalleryImageCard } from '../components/GalleryImageCard';
import { GalleryViewer } from '../components/GalleryViewer';
import { useGalleryImages } from '../hooks/useGalleryImages';

export interface GalleryCardProps {
  /** The picture's id: its data is the page's (the gallery's list, in the page's state). */
  id: string;
  /** The page's first card: its picture loads at once. */
  priority?: boolean;
}

/**
 * One card of /gallery with the viewer it opens: a part of the page (PAGE_PARTS.galleryCard) that comes to life on
 * its own, so a tap on a card loads and hydrates that card, not the whole gallery. The viewer's dialogs still load
 * on first open: a finger that starts a scroll on a card wakes the card too, and should not cost them.
 */
export default function GalleryCard({ id, priority }: GalleryCardProps) {
  const image = useGalleryImages().data?.find((candidate) => candidate.id === id);
  const [open, setOpen] = useState(false);
  if (!image) return null;
  return (
    <>
      <GalleryImageCard image={image} onOpen={() => setOpen(true)} priority={priority} />
      <GalleryViewer image={open ? image : null} onClose={() => setOpen(false)} />
    </>
  );
}
