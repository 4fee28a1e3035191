def بزرگها(n):
    return "ب‌ه"
