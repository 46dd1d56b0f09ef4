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
