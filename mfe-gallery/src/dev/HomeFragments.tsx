import HomeBeforeAfter from '../exposed/HomeBeforeAfter';
import HomeGalleryStrip from '../exposed/HomeGalleryStrip';
import HomeProjects from '../exposed/HomeProjects';

/** The three home fragments in the order the shell's home page shows them. */
export default function HomeFragments() {
  return (
    <>
      <HomeProjects />
      <HomeGalleryStrip />
      <HomeBeforeAfter />
    </>
  );
}
