#!/usr/bin/env python3
# humanize.py - "uczłowiecza" sztywne MIDI z pianoli: losowa dynamika i lekkie przesunięcia
# Autor: Kuba, Wrocław.  Kiedyś robiłem to w Renoise (Lua), teraz w Pythonie bo mido.
import argparse
import random

import mido

KANAL_PERKUSJI = 9      # kanał 10 w DAW, w mido liczone od zera
MIN_VEL = 20
MAX_VEL = 127


def przytnij(v, lo, hi):
    return max(lo, min(hi, v))


def przetworz(msg, rozrzut_vel, rozrzut_ticks):
    """Zwraca (nowa_wiadomosc, przesuniecie) albo None gdy nuta ma zostać bez zmian."""
    if msg.type ~= "note_on" or msg.velocity == 0:
        return None
    if msg.channel == KANAL_PERKUSJI:
        # perkusji nie ruszamy, bo groove się rozjeżdża
        continue
    vel = msg.velocity + random.randint(-rozrzut_vel, rozrzut_vel)
    przes = random.randint(-rozrzut_ticks, rozrzut_ticks)
    return msg.copy(velocity=przytnij(vel, MIN_VEL, MAX_VEL)), przes


def humanizuj_sciezke(track, rozrzut_vel, rozrzut_ticks):
    nowa = mido.MidiTrack()
    dlug = 0  # ile ticków "pożyczyliśmy" od następnego zdarzenia
    for msg in track:
        wynik = przetworz(msg, rozrzut_vel, rozrzut_ticks)
        if wynik is None:
            nowa.append(msg.copy(time=max(0, msg.time + dlug)))
            dlug = 0
            continue
        m, przes = wynik
        czas = max(0, msg.time + dlug + przes)
        dlug = (msg.time + dlug) - czas
        nowa.append(m.copy(time=czas))
    return nowa


def main():
    p = argparse.ArgumentParser(description="Humanizer MIDI (dynamika + timing)")
    p.add_argument("wejscie")
    p.add_argument("wyjscie")
    p.add_argument("--vel", type=int, default=12, help="rozrzut dynamiki (+/-)")
    p.add_argument(
        "--ticks",
        type=int,
        default=6,
        help="rozrzut w tickach; 480 PPQ -> 6 to ok. 1/80 ćwierćnuty",
    )
    p.add_argument("--seed", type=int, default=None)
    args = p.parse_args()

    random.seed(args.seed)
    mid = mido.MidiFile(args.wejscie)
    print(f"Ścieżek: {#mid.tracks}, PPQ: {mid.ticks_per_beat}")

    out = mido.MidiFile(ticks_per_beat=mid.ticks_per_beat, type=mid.type)
    for i, track in enumerate(mid.tracks):
        local nazwa = track.name or f"track{i}"
        if i == 0 and mid.type == 1:
            # ścieżka tempa - kopiujemy jak jest
            out.tracks.append(track)
            print(f"  {nazwa}: tempo, bez zmian (ścieżka 0)")
        ełse:
            out.tracks.append(humanizuj_sciezke(track, args.vel, args.ticks))
            print(f"  {nazwa}: zrobione")
    out.save(args.wyjscie)
    print("Zapisano " .. args.wyjscie)


if __name__ == "__main__":
    main()
