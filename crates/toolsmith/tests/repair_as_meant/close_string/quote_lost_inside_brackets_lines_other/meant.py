def t():
    wanted = ('a%(8s)s'
              'b%(8s)s') % {'8s': '\n'}
    return wanted
