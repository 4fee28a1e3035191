#!/usr/bin/env python3
"""
arp_gozcu.py - iç ağda ARP zehirlemesi ve sahte DHCP sunucusu tespiti.

Sızma testi sırasında müşterinin misafir VLAN'ında çalıştırıyorum:
  sudo python3 arp_gozcu.py -i eth0 --gateway 10.20.0.1
Önce ağdaki cihazları ARP taramasıyla çıkarır, sonra dinlemeye geçer.
"""
import argparse
import csv
import datetime as dt
import sys
from collections import defaultdict

from scapy.all import (
    ARP,
    BOOTP,
    DHCP,
    IP,
    UDP,
    Ether,
    conf,
    get_if_hwaddr,
    sniff,
    srp,
)

conf.verb = 0
BROADCAST = "ff:ff:ff:ff:ff:ff"

# bilinen IP -> MAC eşleşmeleri (tarama sonucu doldurulur)
tablo = {}
# IP başına görülen farklı MAC'ler
gorulen = defaultdict(set)
uyarilar = []


def zaman():
    return dt.datetime.now().strftime("%H:%M:%S")


def uyar(tur, mesaj, **ayrinti):
    satir = {"zaman": zaman(), "tur": tur, "mesaj": mesaj, **ayrinti}
    uyarilar.append(satir)
    print(f"[{satir['zaman']}] !! {tur}: {mesaj}", file=sys.stderr)


def ag_tara(arayuz, ag):
    """Ağı ARP who-has ile tarar, cevap veren cihazları tabloya yazar."""
    paket = Ether(dst=BROADCAST) / ARP(pdst=ag)
    cevaplar, _ = srp(paket, iface=arayuz, timeout=3, retry=1)
    for gonderilen, cevap in cevaplar:
        ip = cevap[ARP].psrc
        mac = cevap[ARP].hwsrc.lower()
        tablo[ip] = mac
        gorulen[ip].add(mac)
    print(f"{len(tablo)} cihaz bulundu")
    for ip in sorted(tablo, key=lambda x: tuple(int(p) for p in x.split("."))):
        print(f"  {ip:<15} {tablo[ip]}")


def arp_incele(pkt, gateway, kendi_mac):
    arp = pkt[ARP]
    if arp.op != 2:          # sadece is-at cevapları
        return
    ip, mac = arp.psrc, arp.hwsrc.lower()
    if mac == kendi_mac:
        return
    gorulen[ip].add(mac)
    eski = tablo.get(ip)
    if eski is None:
        tablo[ip] = mac
        print(f"[{zaman()}] yeni cihaz {ip} -> {mac}")
    elif eski != mac:
        seviye = "KRİTİK" if ip == gateway else "ŞÜPHELİ"
        uyar(seviye, f"{ip} için MAC değişti {eski} -> {mac}",
             ip=ip, eski=eski, yeni=mac)
    # aynı MAC birden fazla IP'yi sahipleniyorsa
    sahipler = [i for i, m in tablo.items() if m == mac and i != ip]
    if sahipler and ip == gateway:
        uyar("KRİTİK", f"{mac} gateway'i ve {', '.join(sahipler)} adreslerini sahipleniyor",
             ip=ip, yeni=mac)


def dhcp_incele(pkt, izinli_sunucular):
    secenekler = {}
    for s in pkt[DHCP].options:
        if isinstance(s, tuple) and len(s) >= 2:
            secenekler[s[0]] = s[1]
    tip = secenekler.get("message-type")
    if tip != 2:             # 2 = OFFER
        return
    sunucu = secenekler.get("server_id", pkt[IP].src)
    if sunucu not in izinli_sunucular:
        uyar("SAHTE-DHCP",
             f"{sunucu} ({pkt[Ether].src}) teklif gönderdi: "
             f"{pkt[BOOTP].yiaddr}, router={secenekler.get('router')}",
             ip=sunucu, yeni=pkt[Ether].src)


def paket_isle(gateway, kendi_mac, izinli):
    def isle(pkt):
        if pkt.haslayer(ARP):
            arp_incele(pkt, gateway, kendi_mac)
        elif pkt.haslayer(DHCP) and pkt.haslayer(UDP) and pkt[UDP].sport == 67:
            dhcp_incele(pkt, izinli)
    return isle


def rapor_yaz(dosya):
    alanlar = ["zaman", "tur", "mesaj", "ip", "eski", "yeni"]
    with open(dosya, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=alanlar, extrasaction="ignore")
        w.writeheader()
        w.writerows(uyarilar)
    print(f"{len(uyarilar)} uyarı {dosya} dosyasına yazıldı")


def main():
    ap = argparse.ArgumentParser(description="ARP/DHCP gözcüsü")
    ap.add_argument("-i", "--iface", required=True)
    ap.add_argument("--ag", default="10.20.0.0/24")
    ap.add_argument("--gateway", required=True)
    ap.add_argument("--dhcp", nargs="*", default=[], help="izinli DHCP sunucuları")
    ap.add_argument("--sure", type=int, default=600, help="dinleme süresi (sn)")
    ap.add_argument("-o", "--cikti", default="arp_uyarilar.csv")
    a = ap.parse_args()

    kendi_mac = get_if_hwaddr(a.iface).lower()
    izinli = set(a.dhcp) or {a.gateway}
    ag_tara(a.iface, a.ag)
    if a.gateway not in tablo:
        print("gateway taramada cevap vermedi, yine de devam ediliyor")

    print(f"{a.sure} sn dinleniyor ({a.iface})... Ctrl+C ile durdur")
    try:
        sniff(iface=a.iface,
              filter="arp or (udp and (port 67 or port 68))",
              prn=paket_isle(a.gateway, kendi_mac, izinli),
              store=False,
              timeout=a.sure)
    except KeyboardInterrupt:
        pass
    finally:
        coklu = {ip: m for ip, m in gorulen.items() if len(m) > 1}
        for ip, macler in coklu.items():
            print(f"{ip}: {len(macler)} farklı MAC -> {', '.join(sorted(macler))}")
        rapor_yaz(a.cikti)


if __name__ == "__main__":
    main()
