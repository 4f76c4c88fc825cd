// Shared look of text fields (Input, Textarea, Select).
// text-base below md: iOS Safari zooms into fields whose font is smaller than 16 px.
export const fieldBaseClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:ring-destructive md:text-sm';
