/** Saves `blob` as a file named `name`, through a temporary object URL and a hidden link. */
export function saveFile(name: string, blob: Blob) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers; FileSaver.js waits 40 s too.
  setTimeout(() => URL.revokeObjectURL(href), 40_000);
}
