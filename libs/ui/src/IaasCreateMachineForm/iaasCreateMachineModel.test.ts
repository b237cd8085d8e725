import { samplePriceList } from '../IaasCalculator/iaasCalculatorFixtures';
import { sampleDraft, sampleImages, sampleQuotas, tightQuotas } from './iaasCreateMachineFixtures';
import { machineMonthlyCents, machineRequest, quotaOverruns } from './iaasCreateMachineModel';

const [ubuntu, windows] = sampleImages;

describe('machineMonthlyCents', () => {
  it('prices the size, boot and extra disks per GB, and the public IP from the region’s list', () => {
    expect(machineMonthlyCents(sampleDraft, ubuntu, samplePriceList)).toBe(31_000 + 150 * 45 + 2_800);
  });

  it('adds the image’s license per vCPU', () => {
    const draft = { ...sampleDraft, image_id: 'windows-2022', extra_disks_gb: [], public_ip: false };
    expect(machineMonthlyCents(draft, windows, samplePriceList)).toBe(31_000 + 100 * 45 + 2 * 9_500);
  });

  it('uses the other region’s prices, and knows no price without a priced size', () => {
    const draft = { ...sampleDraft, region: 'us-east-1', extra_disks_gb: [], public_ip: false };
    expect(machineMonthlyCents(draft, ubuntu, samplePriceList)).toBe(24_800 + 50 * 36);
    expect(
      machineMonthlyCents({ ...sampleDraft, size_sku: 'std.99x99' }, ubuntu, samplePriceList),
    ).toBeUndefined();
  });
});

describe('quotaOverruns', () => {
  it('names each quota the machine would pass, as the API counts them', () => {
    const request = machineRequest(sampleDraft, ubuntu, samplePriceList);
    expect(request).toEqual({ machines: 1, vcpus: 2, memory_gb: 8, disk_gb: 150, public_ips: 1 });
    expect(quotaOverruns(sampleQuotas, request)).toEqual([]);
    expect(quotaOverruns(tightQuotas, request).map((q) => q.name)).toEqual(['public_ips']);
    expect(quotaOverruns(tightQuotas, { ...request, public_ips: 0 })).toEqual([]);
  });
});
