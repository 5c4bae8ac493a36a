import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useAdmin } from "./admin-context";

/** What a screen wants done after its save: the texts and targets stay the screen's own. */
export interface SubmitOutcome<T> {
  /** Flashed once the save succeeded; the flash survives the navigation below. */
  success?: string | ((result: T) => string);
  /** Where to go once the save succeeded. */
  navigate?: string | ((result: T) => string);
  /** The screen's text for a failed save: its wording, with or without the server's message. */
  failure: (e: unknown) => string;
  /** Flash the failure instead of keeping it in `error`, for panels without an error line. */
  flashFailure?: boolean;
  /** Scroll back to the top after a failure, where a long form shows its error. */
  scrollOnFailure?: boolean;
}

/**
 * The admin forms' submit, written once instead of in every screen: busy while saving, the
 * previous error cleared, then a flash and a navigation on success or the screen's failure
 * text on error. `submit` resolves to whether the save succeeded, for screens that do more
 * after it (reload a list, reset a field).
 */
export function useAdminSubmit() {
  const { flash } = useAdmin();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async <T>(save: () => Promise<T>, outcome: SubmitOutcome<T>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const result = await save();
        const { success, navigate: to } = outcome;
        if (success !== undefined) flash("success", typeof success === "function" ? success(result) : success);
        if (to !== undefined) navigate(typeof to === "function" ? to(result) : to);
        return true;
      } catch (e) {
        const text = outcome.failure(e);
        if (outcome.flashFailure) flash("error", text);
        else setError(text);
        if (outcome.scrollOnFailure) window.scrollTo({ top: 0 });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [flash, navigate],
  );

  return { busy, error, setError, submit };
}
