/** What the messaging journeys share: LINE connected against the fake, and a free time to book. */
import { expect, type APIRequestContext } from '@playwright/test';
import { FAKE_LINE_CHANNEL } from '../../src/server/integrations/testing/fake-line-server.ts';

/** Connects the salon's LINE to the fake LINE API the e2e server runs, as the owner's settings do. */
export async function connectFakeLine(staff: APIRequestContext): Promise<void> {
  const connected = await staff.put('/api/admin/settings/line', {
    data: {
      channelId: FAKE_LINE_CHANNEL.channelId,
      channelSecret: FAKE_LINE_CHANNEL.channelSecret,
      accessToken: FAKE_LINE_CHANNEL.accessToken,
    },
  });
  expect(connected.ok(), await connected.text()).toBe(true);
}

/**
 * A free time for `serviceId` among the window's dates `from`..`to` (indices): the first free time of a day,
 * or its last with `latest` (journeys that run side by side take different ends of the day).
 */
export async function freeSlot(
  staff: APIRequestContext,
  serviceId: number,
  { from, to, latest = false }: { from: number; to: number; latest?: boolean },
): Promise<{ date: string; time: string }> {
  const dates = (await (await staff.get('/api/bookings/dates')).json()) as { dates: { date: string }[] };
  for (const { date } of dates.dates.slice(from, to)) {
    const day = (await (await staff.get(`/api/bookings/availability?date=${date}&services=${serviceId}`)).json()) as {
      times: { time: string; state: string }[];
    };
    const available = (option: { state: string }) => option.state === 'available';
    const free = latest ? day.times.findLast(available) : day.times.find(available);
    if (free) return { date, time: free.time };
  }
  expect(undefined, 'a free time in the next week').toBeDefined();
  throw new Error('no free time');
}
