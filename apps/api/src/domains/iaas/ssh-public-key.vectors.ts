// Public keys made by `ssh-keygen -t … -C user@<label>` (OpenSSH), with what `ssh-keygen -lf` printed for each.
// Public halves only: the private ones were thrown away.
export const sshKeygenVectors = [
  {
    label: 'dsa',
    line: 'ssh-dss AAAAB3NzaC1kc3MAAACBAP09om7FtwEwh06TpnOWyunXBPM93VYKwSz9WpMdBd63sb12FqMcU2Y+8dPCjtWaCXCQ5Oc9/SdjfkvbSCQ7qZH77qqP7tmBl2suQu+yXNxNRsyPofC8lgE7TGajgKel2UESBb/+XdPLvYBAPJPMLXk6mITV9DxKT2Ke1cg7mKi/AAAAFQDZY151ZhOFk6ljsYjnw8CqsxDEvwAAAIEA8jGOlwBp27r7QgFcalkqllaf1IvtLDPGTPNnQ17/Snuq/PyP9Y3N9yGMk+kVEE46dVMq6TZtLvSWH7JnRQsVBBTEonzTZ3l5lLTEax6oFtehaCysC+CYiF4VXfSXNrUqpKmqvcrs5qAbG8zwuxgW8b1SgEX6lS87ca2dpTJw3dwAAACBAIIEXJifyJ0kuM0U4/9Fk8xqZgpZNmGvBnTFoRkaByUd0U2culHDfBO6UBCNNLszsyxUbDY/GMMvsgBuBfoiDrQSWOnQ6PBJYD3rhVWqief9HgYy48Rc0mUR+Fjj8aQnJgypbbQ0n4sKomZhOg+psvCNCIR15YQe7SXini+l2h+B user@dsa',
    bits: 1024,
    fingerprint: 'SHA256:O4Wdp12mSkCpBF+7iovWH+2v7x1/jdG8tN/4IPyZg7c',
  },
  {
    label: 'ecdsab256',
    line: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBKFoOW6Tmyxq9UPQY/PJrJDtXOKdCVkUv7L2wj+sBD50Bg8xKsdltRsgU8RNFsaBP8LqU0vL/cG7gvOA/tVsJsI= user@ecdsab256',
    bits: 256,
    fingerprint: 'SHA256:ryUJW1jv+wVBM14OT3TDraLpV58bDP2FLJFwKwHYPOc',
  },
  {
    label: 'ecdsab384',
    line: 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBMeF1pI9XvAhG0PFlXJO4lj2hGTURW5+CkQLPigeQzFY22VqCPn36X2tAO0ttCG4gcVVgqAjW3fNLj4JM8HvWIL/8IjUhGahFEZRQX1mNKr7rM9Mel8Qzu+IKa6TRmHiHQ== user@ecdsab384',
    bits: 384,
    fingerprint: 'SHA256:HMBjzuoNAtdnrm/VjV0DPHFpWpNNhJ1FAXwaL1x2wVw',
  },
  {
    label: 'ecdsab521',
    line: 'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAC0x+UtW5MherYdYXC2iTzCJ1itB2ZpI7YFTRacKeKhl1mEycLZ24Mx9eKZlcbCx/CWQGhA8Y3bmwrT52e5r11DEADEh7YYWGGiUrfCw+4lpnB1wh8B7GKV6ussMnoRLrqa2Vge8CklBY7sBSYXPv+usRH0ysS3sqCgoZFrY8bHlGdqUw== user@ecdsab521',
    bits: 521,
    fingerprint: 'SHA256:tZJt9sckhx7oL8E17A+V8Ydv4SnCdY+FE2Ij/b3jJiQ',
  },
  {
    label: 'ed25519',
    line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILa7FyqzrISd4jZn4HHHMUaR9C/bDglcBIEalFrlAFnE user@ed25519',
    bits: 256,
    fingerprint: 'SHA256:naExYx86BGsoF1V7bL2qVSSA1k1pilb+u+f/kn2kdnI',
  },
  {
    label: 'rsab1024',
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDXM5ero0jZwGqqKjoutf7gszyTQryeY1UxiKFjOP/O+cyFhxDM6/zSBQQ3OH1xaKMiq8uZHqFYR1a3izfYZK+o0tNf/NrCJ32ktJhv3Cz15B4RjXXT0nHZao3KSC1WxH1sMjSKYKmrHieSIRONGXzL+ZkRhZbCRyqkMK9E4Dag3Q== user@rsab1024',
    bits: 1024,
    fingerprint: 'SHA256:qnVCsMNZAmbU39h0fDhf2wLJUKFmzeiA7Qn7p4F/e78',
  },
  {
    label: 'rsab2048',
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDTmXXFYyBClcIaWVQSMwOvziK+bwdihKUrZHkwO5EKLP2jaiBx2GorOER+Ggl+50dDhXB8gW6oDjps5NOenXT73e3tRzu3GbyEoXa56Ri4ClM50nfYCgVNZTG3Sbqk2KwjZraMnc+aiuRPFV0F6UM8NGUfFdGtZ3y6iOdg9mJMdjgGT+f0gDdOfDj3mONTd4ifSwVpUxMWgSi1dYH0jjh+b4mlHnw2bgmmfZ795lk7XrFijLNvQf/M0mNWGWlHV4HRMt9uFYGk2JPtv+16vcL25MMP3ACWY3tjkPH7TiOR9eHROpAi4+aCBMB9DzepeeEJodIZsDW0v/fDtCn8aFDF user@rsab2048',
    bits: 2048,
    fingerprint: 'SHA256:NuUDIN0c3FDuRaeWxmV/XWd3NoM0i9GHQT9btYN2Of8',
  },
  {
    label: 'rsab3072',
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCOS8Fa4Z9xWZiwrxc0Jb5IqAwD9iKmb7DSL3tgyi/d1eZMgrA9RidKfgV5iP+TtvrSwNW5jhbnS+w/71Pzy9E3w1sLB2m/PBhl7+IQzKMUqJ+65BTD701J+N9VsyBpHX0p+4bO3UWwRBWxaw7X4b0FZ6UlBP1Yqc7Hy2xCfhLK0jOUv+Zs9LC0F2o+edafoNeGAWqT/7dP05Xy+pwqpo1GYT/9PB5fSeCU8e3F1tpcQUVCmFAMl7/a4NZGFhPreFboq+tabgFVOBLjCwyOTqmkObDNvlogvurzBjIbUAKwqVUUWUBcQbfz0eOb5HKeVU2TDOexpd0OxqlCFpXx62aZVvOo6fkmkesagYxNpCRnNXFKXdR4s2C/itmoIOu1WKaDaL2zadi0GkmvDpACvrmi5cGF7SAj/ug6NoMgSMQVCluh4iXPxUTU970AXo0VB1uLoq9jHhBVc7/iW0A2I1bi883QKxY8+YZXVW/IIDGrF1ta7QhbohTxnPeUxhFqNFk= user@rsab3072',
    bits: 3072,
    fingerprint: 'SHA256:1OnkV0oZ69gTUycOLZRmJKLZQA6ji52q+ktaqzKxHSQ',
  },
] as const;
