/** A tool's icon: catalogs give an image address or a short glyph such as an emoji. */
export function ToolIcon({ icon, className }: { icon: string; className?: string }) {
  const isImage = /^(https?:|data:|\/)/.test(icon);
  return isImage ? (
    <img className={className} src={icon} alt="" loading="lazy" />
  ) : (
    <span className={className} aria-hidden="true">
      {icon}
    </span>
  );
}
