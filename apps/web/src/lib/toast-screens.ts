/**
 * Toasts belong to the screen they were shown on (issue: a notice must not follow the user to
 * the next screen). A toast shown after the user's latest action (a click, a key, the browser's
 * back button) survives the navigation that action causes, such as "Zapisano" after a save that
 * returns to the list; every older one goes when the screen changes.
 */
export class ToastScreens {
  private action = 0;
  private readonly shown = new Map<string, number>();
  private screen: string | null = null;

  /** The user did something: toasts shown so far belong to the screen before it. */
  acted(): void {
    this.action += 1;
  }

  shownToast(id: string): void {
    this.shown.set(id, this.action);
  }

  closed(id: string): void {
    this.shown.delete(id);
  }

  /** The ids to hide now that `screen` shows. */
  screenShown(screen: string): string[] {
    if (this.screen === null || screen === this.screen) {
      this.screen = screen;
      return [];
    }
    this.screen = screen;
    const stale = [...this.shown].filter(([, action]) => action < this.action).map(([id]) => id);
    for (const id of stale) this.shown.delete(id);
    return stale;
  }
}
