import { drawingMarkup } from '@/content/drawings';

type Props = {
  /** The drawing for both themes (`drawingSrc`). */
  src: string;
  /** Empty where the text beside it says it all. */
  alt: string;
  width: number;
  height: number;
  className?: string;
};

/** Held by the page, so that it paints with the first frame rather than after its own request. */
export function InlineDrawing({ src, alt, width, height, className }: Props) {
  const { viewBox, inner } = drawingMarkup(src);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={width}
      height={height}
      className={className}
      style={{ aspectRatio: `${width} / ${height}` }}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      dangerouslySetInnerHTML={{ __html: inner }}
    />
  );
}
