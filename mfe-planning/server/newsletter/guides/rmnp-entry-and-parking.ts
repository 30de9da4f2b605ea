/** Guide 1 of the welcome page's downloads (plain text, served by the planning API). */
export const rmnpEntryAndParkingGuide = `THE ESTES INSIDER - FIELD GUIDE 1
Getting Into Rocky Mountain National Park Without the Stress
=============================================================

Estes Park sits at the park's two busiest entrances: Beaver Meadows (US 36) and
Fall River (US 34). Most trouble visitors have comes from arriving at the wrong
time, not from the trail. Here is how locals do it.

1. TIMED ENTRY (LATE MAY TO MID-OCTOBER)
   - In the busy season the park asks for a timed-entry reservation on top of
     the park pass. There are two kinds:
       * "Park Access +": includes the Bear Lake Road corridor, the earliest
         window of the day and the most sought after.
       * "Park Access": the rest of the park, including Trail Ridge Road.
   - Reservations open on recreation.gov about a month ahead, with a share
     released the evening before. Set a reminder; they go in minutes.
   - Arriving before the reservation hours start (very early morning) needs no
     reservation, only the entrance pass. Dates and hours change by season:
     check nps.gov/romo before you go.

2. PARKING THAT ACTUALLY WORKS
   - Bear Lake lot fills shortly after sunrise in summer. Use the free Park &
     Ride on Bear Lake Road and the park shuttle instead of circling.
   - Wild Basin and Glacier Gorge trailheads are small: arrive before 7 a.m.
   - Downtown Estes Park: the Visitor Center lot and the parking structure on
     Big Thompson Ave are the easy choices; the free town shuttles stop there.

3. THE EASY DAY PLAN
   - 6:00 a.m.  Enter at Beaver Meadows, drive to the Bear Lake shuttle lot.
   - 7:00 a.m.  Bear Lake - Nymph - Dream - Emerald Lake (3.6 mi round trip).
   - 11:00 a.m. Back to the car before the afternoon thunderstorms build.
   - 2:00 p.m.  Lunch in town, then the riverwalk.
   - 6:30 p.m.  Moraine Park or Horseshoe Park for elk at dusk.

4. PASSES
   - A 1-day or 7-day vehicle pass is bought at the entrance or online; the
     annual park pass and the America the Beautiful pass are also accepted.
   - Keep the pass and the reservation on your phone AND on paper: there is
     little mobile signal at the entrance stations.

Questions? Reply to any Estes Insider e-mail - a local reads every answer.
`;
