// One UID per booking, wherever its calendar event is written (the invitations in the mails,
// the files on the booking and manage pages, her feed): a calendar that receives two of them
// must see one event. The host comes from PUBLIC_URL, fixed for the site, never from a
// request's address (a client on 127.0.0.1 and a mail naming localhost gave two events), and
// stays what the invitations already sent carry.

/** What the UID is made from: the site's public address (PUBLIC_URL). */
export interface UidHost {
  publicUrl: string;
}

export function bookingUid(site: UidHost, id: number): string {
  return `booking-${id}@${new URL(site.publicUrl).hostname}`;
}
