// jest-image-snapshot ships no types; this is the part `.storybook/test-runner.ts` uses.
declare module 'jest-image-snapshot' {
  export interface MatchImageSnapshotOptions {
    customSnapshotsDir?: string;
    customDiffDir?: string;
    customReceivedDir?: string;
    customSnapshotIdentifier?: string;
    failureThreshold?: number;
    failureThresholdType?: 'pixel' | 'percent';
    customDiffConfig?: { threshold?: number; includeAA?: boolean };
    storeReceivedOnFailure?: boolean;
    updatePassedSnapshot?: boolean;
    comparisonMethod?: 'pixelmatch' | 'ssim';
  }
  export function toMatchImageSnapshot(this: unknown, received: Buffer, options?: MatchImageSnapshotOptions): { pass: boolean; message(): string };
}

// The comparison behind the matcher (in a child process), without Jest's snapshot state: the
// English recording asks it whether a picture is the same as the Hungarian baseline before keeping
// an English one.
declare module 'jest-image-snapshot/src/diff-snapshot.js' {
  export function runDiffImageToSnapshot(options: {
    receivedImageBuffer: Buffer;
    snapshotIdentifier: string;
    snapshotsDir: string;
    diffDir?: string;
    updateSnapshot?: boolean;
    failureThreshold?: number;
    failureThresholdType?: 'pixel' | 'percent';
    customDiffConfig?: { threshold?: number; includeAA?: boolean };
  }): { pass?: boolean; added?: boolean; updated?: boolean; diffRatio?: number };
}
