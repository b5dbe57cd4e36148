import { useEffect, useState } from 'react';

/**
 * A module in its own chunk, loaded once and shared by every caller. `load` starts (or joins)
 * the download; a failed load (offline) is forgotten so a later call may retry. `useModule` gives
 * the module once loaded, null until then or while `needed` is false; a component on a failed
 * load keeps showing its fallback.
 */
export function lazyModule<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;

  function load(): Promise<Module> {
    loading ??= importModule().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function useModule(needed = true): Module | null {
    const [module, setModule] = useState<Module | null>(loaded);
    useEffect(() => {
      if (!needed || module) return;
      let active = true;
      load().then(
        (value) => {
          if (active) setModule(value);
        },
        () => undefined,
      );
      return () => {
        active = false;
      };
    }, [needed, module]);
    return needed ? module : null;
  }

  /**
   * True once the module is in, its load failed, or `maxWaitMs` passed since this component first
   * needed it (or at once when not `needed`): how long a screen may wait before drawing without it.
   */
  function useSettled(needed: boolean, maxWaitMs: number): boolean {
    const [settled, setSettled] = useState(() => !needed || loaded !== null);
    useEffect(() => {
      if (settled || !needed) return;
      let active = true;
      const settle = () => {
        if (active) setSettled(true);
      };
      load().then(settle, settle);
      const timer = setTimeout(settle, maxWaitMs);
      return () => {
        active = false;
        clearTimeout(timer);
      };
    }, [needed, settled, maxWaitMs]);
    return settled || !needed;
  }

  return { load, useModule, useSettled };
}
