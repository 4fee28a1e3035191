def ist_schaltjahr(jahr):
    """Gregorianischer Kalender.

    >>> ist_schaltjahr(2024)
    True
    >>> ist_schaltjahr(2023)
    False
    """
    return jahr % 4 == 0 and (jahr % 100 != 0 or jahr % 400 != 0)


def tage_im_jahr(jahr):
    """
    >>> tage_im_jahr(2023)
    365
    """
    return 366 if ist_schaltjahr(jahr) else 365
