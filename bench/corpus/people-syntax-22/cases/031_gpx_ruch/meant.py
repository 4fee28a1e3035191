# የሩጫ ልምምድ ትንታኔ (GPX) - ለክለቡ አትሌቶች
# ከሰዓቱ የወጣውን GPX ፋይል አንብቦ፡ ርቀት፣ የኪሎሜትር ፍጥነት፣ ከፍታ እና የልብ ምት ያሳያል።
# አሰልጣኝ ዳዊት፣ አዲስ አበባ (ሰንዳፋ መንገድ ላይ ልምምድ)
import math
import sys
import xml.etree.ElementTree as ET
from datetime import datetime

NS = {
    "g": "http://www.topografix.com/GPX/1/1",
    "tpx": "http://www.garmin.com/xmlschemas/TrackPointExtension/v1",
}
R = 6371000.0
TARGET_PACE = "4:35"      # ደቂቃ:ሰከንድ በኪሎሜትር (ለዛሬው tempo run)


def rikit(a, b):
    p1, p2 = math.radians(a[0]), math.radians(b[0])
    dp = p2 - p1
    dl = math.radians(b[1] - a[1])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * R * math.asin(math.sqrt(h))


def anbib(path):
    root = ET.parse(path).getroot()
    nqtboch = []
    for p in root.iterfind(".//g:trkpt", NS):
        ele = p.find("g:ele", NS)
        time = p.find("g:time", NS)
        hr = p.find(".//tpx:hr", NS)
        nqtboch.append((
            float(p.attrib["lat"]),
            float(p.attrib["lon"]),
            float(ele.text) if ele is not None else 0.0,
            datetime.fromisoformat(time.text.replace("Z", "+00:00")),
            int(hr.text) if hr is not None else None,
        ))
    return nqtboch


def pace_str(sec_per_km):
    return f"{int(sec_per_km // 60)}:{int(sec_per_km % 60):02d}"


def main():
    pts = anbib(sys.argv[1])
    m, s = TARGET_PACE.split(":")
    target = int(m) * 60 + int(s)
    print(f"ልምምድ: {ET.parse(sys.argv[1]).getroot().findtext('.//g:trk/g:name', '?', NS)}")
    tot, kfta, km_start, km_no = 0.0, 0.0, pts[0][3], 1
    print(f"መነሻ ከፍታ: {pts[0][2]:.0f} m  (ዒላማ ፍጥነት {TARGET_PACE}/ኪሜ)")
    for a, b in zip(pts, pts[1:]):
        tot += rikit(a, b)
        if b[2] > a[2]:
            kfta += b[2] - a[2]
        if tot >= km_no * 1000:
            sec = (b[3] - km_start).total_seconds()
            mark = "✓" if sec <= target else "✗"
            print(f"ኪሜ {km_no:2d}: {pace_str(sec)}  {mark}")
            km_start, km_no = b[3], km_no + 1
    hrs = [p[4] for p in pts if p[4]]
    zemen = (pts[-1][3] - pts[0][3]).total_seconds()
    print(f"ጠቅላላ: {tot / 1000:.2f} ኪሜ በ {zemen / 60:.0f} ደቂቃ, አማካይ {pace_str(zemen / (tot / 1000))}/ኪሜ")
    print(f"ከፍታ መጨመር: {kfta:.0f} m")
    if hrs:
        print(f"የልብ ምት: አማካይ {sum(hrs) / len(hrs):.0f}, ከፍተኛ {max(hrs)}")


if __name__ == "__main__":
    main()
